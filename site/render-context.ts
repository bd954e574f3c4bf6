/**
 * The site's side of the engine's RenderContext: what every renderer may read besides its data.
 */
import type { RenderContext } from '../engine';
import { getSiteConfig, type SiteConfig } from './config';
import { getNewsFilterOptions, listPosts } from './news/data';

/** Post lists for the news index and the posts grids. */
export interface PostServices {
  readonly list: typeof listPosts;
  readonly filterOptions: typeof getNewsFilterOptions;
}

const posts: PostServices = { list: listPosts, filterOptions: getNewsFilterOptions };

declare module '../engine/registry/context' {
  interface SiteServices {
    readonly config: SiteConfig;
    readonly posts: PostServices;
  }
}

/**
 * The context every block of a page renders with. Async because site-wide data a renderer may
 * need (options, defaults) comes from the CMS; loads are cached per request by the loaders.
 */
export async function createRenderContext(path: string, searchParams: Readonly<Record<string, string | undefined>> = {}): Promise<RenderContext> {
  return { path, searchParams, site: { config: getSiteConfig(), posts } };
}
