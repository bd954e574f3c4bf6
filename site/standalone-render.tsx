/**
 * Renders blocks outside Next exactly as the site does (`npm run render`, the block fixtures):
 * the markup settings of next.config.ts (markup-settings.ts) applied the way Next's build applies
 * them. The build inlines `trailingSlash` into next/link, which reads it here from the
 * environment at each render, and gives next/image its `images` configuration, here through
 * next/image's context.
 */
import { imageConfigDefault, prepareImageConfig } from 'next/dist/shared/lib/image-config';
import { ImageConfigContext } from 'next/dist/shared/lib/image-config-context.shared-runtime';
import type { ReactNode } from 'react';
import { renderBlocks, type PreparedBlock } from '../engine';
import { markupSettings } from './markup-settings';
import { createRenderContext } from './render-context';
import { renderHtml } from './render-html';

const settings: Readonly<{ trailingSlash?: boolean; basePath?: string }> = markupSettings;

/**
 * Sets what next/link reads from the environment Next's build defines. A `basePath` is read
 * when next/link is first loaded, before this can run, so it is refused rather than ignored.
 */
export function applyMarkupSettings(env: NodeJS.ProcessEnv = process.env): void {
  if (settings.basePath !== undefined && settings.basePath !== '') {
    throw new Error('markup-settings.ts sets basePath, which renders outside Next cannot apply: teach site/render-settings.tsx to');
  }
  if (settings.trailingSlash === true) env.__NEXT_TRAILING_SLASH = 'true';
  else delete env.__NEXT_TRAILING_SLASH;
}

/**
 * The `images` configuration as next/image receives it from a build: Next's config loader
 * (next/dist/server/config.js) appends a slash to the optimizer's path when `trailingSlash` is
 * set, so a page asks for `/_next/image/?url=…`.
 */
const imageConfig = {
  ...imageConfigDefault,
  ...markupSettings.images,
  path: settings.trailingSlash === true ? `${imageConfigDefault.path}/` : imageConfigDefault.path,
};

// next/image's `getImageProps` has no context: a build inlines the configuration into it
// (`process.env.__NEXT_IMAGE_OPTS`, which a process's environment cannot hold as an object), and
// outside a build it prepares the defaults once, in a cache shared with this call. The prepared
// object is given the site's configuration, whichever of the two is loaded first.
Object.assign(prepareImageConfig(undefined), prepareImageConfig(imageConfig));

/** Wraps rendered blocks in what the site's build gives them (next/image's configuration). */
export function SiteMarkup({ children }: { readonly children: ReactNode }) {
  return <ImageConfigContext.Provider value={imageConfig}>{children}</ImageConfigContext.Provider>;
}

/**
 * The HTML of a page's validated blocks, as the site serves it inside `<div class="cms-blocks">`
 * on the page at `pagePath` (with the request's query, for blocks that read it).
 */
export async function renderPageBlocks(blocks: readonly PreparedBlock[], pagePath: string, searchParams: Readonly<Record<string, string | undefined>> = {}): Promise<string> {
  applyMarkupSettings();
  return renderHtml(<SiteMarkup>{renderBlocks(blocks, await createRenderContext(pagePath, searchParams))}</SiteMarkup>);
}
