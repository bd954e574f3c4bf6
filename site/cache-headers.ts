/**
 * Cache-Control for shared caches (a CDN, or nginx in front of several instances; see
 * docs/operations.md).
 *
 * - **Pages** (prerendered, revalidated by Next every 5 minutes and on each editor's publish): a
 *   shared cache may keep one PROXY_FRESH_SECONDS and then serve it stale while it asks the site
 *   again, for as long as a year, or while the site fails. The short fresh time is what keeps
 *   Next's revalidation in charge: a page an editor republishes reaches visitors behind the proxy
 *   within that time and one request. Browsers revalidate every time (`max-age=0`, then a 304 on
 *   the ETag). Pages rendered per request (/news/, whose filters are in the query) and draft
 *   mode keep Next's own `private, no-cache, no-store`.
 * - **API answers** that belong to one visitor or one moment say PRIVATE_NO_STORE; the search and
 *   news APIs set their own public lifetimes.
 */

/** How long a shared cache may serve a page without asking the site. */
export const PROXY_FRESH_SECONDS = 10;

export const PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PROXY_FRESH_SECONDS}, stale-while-revalidate=31536000, stale-if-error=86400`;

/** For answers no cache may keep, shared or not. */
export const PRIVATE_NO_STORE = 'private, no-store';

/** The cookie Next's draft mode sets (`__prerender_bypass`): those requests render per visit. */
export const DRAFT_COOKIE = '__prerender_bypass';

/**
 * The folders whose files are not pages: site/public's and the block catalogue's schemas. A path
 * in one that names no file is answered by the folder's catch-all route with a 404 no cache may
 * keep (site/server/not-found.ts); a header rule cannot tell that 404 from a file, so paths in
 * these folders get no page rule: a file keeps Next's own Cache-Control (`public, max-age=0` for
 * site/public, asked again each time and answered 304 on its ETag).
 */
export const FILE_FOLDERS = ['images', 'files', 'maps', 'media', 'wp-content', 'blocks'] as const;

/**
 * Next's `headers()` rule for pages: every path but the API, the build's files (Next sets their
 * own, immutable), paths inside the file folders (`/blocks/` itself is a page), /news/ itself, and never in draft mode. Next keeps a
 * Cache-Control that is already set (`send-payload.js`), so this replaces its `s-maxage=300, stale-while-revalidate=…`.
 */
export function cacheHeaderRules(): Array<{ source: string; missing: Array<{ type: 'cookie'; key: string }>; headers: Array<{ key: string; value: string }> }> {
  const excluded = ['api/', '_next/', ...FILE_FOLDERS.map((folder) => `${folder}/.`), 'news/?$'].join('|');
  return [{ source: `/((?!${excluded}).*)`, missing: [{ type: 'cookie', key: DRAFT_COOKIE }], headers: [{ key: 'Cache-Control', value: PAGE_CACHE_CONTROL }] }];
}
