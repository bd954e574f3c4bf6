/**
 * The site's side of the engine's RenderContext: what every renderer may read besides its data.
 */
import type { RenderContext } from '../engine';
import { getSiteConfig, type SiteConfig } from './config';

declare module '../engine/registry/context' {
  interface SiteServices {
    readonly config: SiteConfig;
  }
}

export function createRenderContext(path: string, searchParams: Readonly<Record<string, string | undefined>> = {}): RenderContext {
  return { path, searchParams, site: { config: getSiteConfig() } };
}
