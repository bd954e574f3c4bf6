/**
 * The site's side of the engine's RenderContext: what every renderer may read besides its data.
 */
import type { RenderContext } from '../engine';
import { getEmployees, getJobFeed, getLatestPosts, type Employee, type JobFeed, type PostCard } from './cms/collections';
import { getSiteDefaults, type SiteDefaults } from './cms/loaders';
import { getPropertyMailbox, type PropertyMailbox } from './cms/mailboxes';
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
    /** Site-wide block data (number module, CTA card grid) for blocks that use the defaults. */
    readonly defaults: SiteDefaults;
    /** The property mailbox a contact-form block names by key (undefined when the CMS has none). */
    readonly propertyMailbox: (key: string) => Promise<PropertyMailbox | undefined>;
    /** Employee quotes by id, in the order given (careers-our-employees-carousel). */
    readonly employees: (ids: readonly number[]) => Promise<readonly Employee[]>;
    /** The newest posts (latest-news-carousel). */
    readonly latestPosts: (count: number) => Promise<readonly PostCard[]>;
    /** The job openings, or `{ ok: false }` when the feed failed (job-opening). */
    readonly jobs: () => Promise<JobFeed>;
    /** Post lists and filter options (news index, posts grids). */
    readonly posts: PostServices;
  }
}

/**
 * The context every block of a page renders with. Async because site-wide data a renderer may
 * need (options, defaults) comes from the CMS; loads are cached per request by the loaders.
 */
export async function createRenderContext(path: string, searchParams: Readonly<Record<string, string | undefined>> = {}): Promise<RenderContext> {
  return {
    path,
    searchParams,
    site: {
      config: getSiteConfig(),
      defaults: await getSiteDefaults(),
      propertyMailbox: getPropertyMailbox,
      employees: getEmployees,
      latestPosts: getLatestPosts,
      jobs: getJobFeed,
      posts,
    },
  };
}
