/**
 * What the proxy (site/proxy.ts) decides about a page request before Next routes it. The front
 * door (site/server/front-door.ts) has already refused what Next cannot answer well (TRACE, a
 * malformed percent-escape, a page asked with a method other than GET or HEAD) and collapsed
 * repeated slashes; the API routes do not pass here at all.
 *
 * - The trailing-slash and repeated-slash redirects are made here, with Next's own rules, so that
 *   they carry the security headers (`next.config.ts` sets `skipTrailingSlashRedirect`: Next's
 *   own 308s bypass the `headers()` rules).
 * - A path that only a CMS page could answer is looked up in the CMS first (`needsCms`): Next
 *   caches whatever its prerendered routes render, a 404 included, so an unknown path is answered
 *   by the one prerendered not-found page (MISSING_PAGE_PATH) instead of becoming a cache entry,
 *   and the CMS is asked past Next's data cache (site/cms/known-uris.ts).
 *
 * The app's own routes and files are passed through as they are: the public files (images,
 * documents, media, maps), the block catalogue and the fixed files. A path under those prefixes
 * that no route serves ends at a catch-all route of its own that answers 404 and is never cached
 * (site/app/<folder>/[...path], site/app/blocks/[...path], and site/app/api/[...path] for the API).
 */
import { normalizeUri } from '../cms/uri';
import { SEARCH_PAGE_PATH } from '../../renderers/ui/search/endpoint';

/**
 * Set by the front door on a request whose repeated slashes it collapsed (it came as `//about/`):
 * the proxy redirects it to the collapsed path.
 */
export const COLLAPSED_HEADER = 'x-front-door-collapsed';

/**
 * The page that answers every path the CMS does not know: Next's own not-found route, which it
 * prerenders from site/app/not-found.tsx with the 404 status, as one cache entry.
 */
export const MISSING_PAGE_PATH = '/_not-found/';

/**
 * Set by the proxy on a request for a path the CMS does not know (and removed by the front door
 * from what a client sends): `next.config.ts` rewrites such a request to MISSING_PAGE_PATH. The
 * proxy marks rather than rewrites itself: Next 16.4 takes a proxy's rewrite for an external URL
 * when the server was started with a loopback host (`-H 127.0.0.1`, as behind nginx) and sends it
 * over the network to itself (vercel/next.js#94745), while a `rewrites()` rule stays inside.
 */
export const UNKNOWN_PATH_HEADER = 'x-site-unknown-path';

/** The `beforeFiles` rewrite that answers a marked request with the not-found page. */
export const unknownPathRewrite = { source: '/:path*', has: [{ type: 'header' as const, key: UNKNOWN_PATH_HEADER }], destination: MISSING_PAGE_PATH };

/**
 * The `beforeFiles` rewrite that answers the search page opened with `?q=` by a route rendered per
 * request (site/app/site-search/page.tsx), so the query's results are in its HTML; the search page
 * without a query stays the prerendered one.
 */
export const searchPageRewrite = { source: SEARCH_PAGE_PATH, has: [{ type: 'query' as const, key: 'q' }], destination: '/site-search/' };

/**
 * The folders of site/public: their files are served before any route, and a path in them with no
 * file ends at the folder's own catch-all route (site/app/<folder>/[...path]).
 */
export const PUBLIC_FOLDERS = ['files', 'images', 'maps', 'media', 'wp-content'] as const;

/** The route that renders a CMS page with the profile `?member=` names open (site/app/member-profile/[[...slug]]/page.tsx). */
export const MEMBER_PROFILE_ROUTE = '/member-profile';

/**
 * The `beforeFiles` rewrite that answers a CMS page opened with `?member=` (a shared or typed
 * link, or one from the CMS without the profile's fragment) by a route rendered per request whose
 * HTML has that profile open, so it shows before and without the runtime; the page without
 * `?member=` stays the prerendered one. News posts, the search page and the app's own routes and
 * files are not rewritten. The query goes along, as with every rewrite.
 */
export const memberProfileRewrite = {
  source: `/:path((?!(?:news|search|api|_next|blocks|sitemap|${PUBLIC_FOLDERS.join('|')})(?:/|$)).*)`,
  has: [{ type: 'query' as const, key: 'member' }],
  destination: `${MEMBER_PROFILE_ROUTE}/:path`,
};

/** Paths of the app's own routes and files, and Next's image optimizer (`/_next/image/?url=…` with `trailingSlash`). */
const APP_PATHS: ReadonlySet<string> = new Set(['/', '/news/', '/robots.txt', '/sitemap.xml', '/news/feed.xml', '/_next/image/']);
const APP_PREFIXES: readonly string[] = ['/blocks/', '/sitemap/', ...PUBLIC_FOLDERS.map((folder) => `/${folder}/`)];

/** Next's trailing-slash rules (`trailingSlash: true`): a file path loses its slash, any other path gains one. */
const FILE_WITH_SLASH = /^\/(?!\.well-known)((?:[^/]+\/)*[^/]+\.\w+)\/$/;
const PATH_WITHOUT_SLASH = /^\/(?!\.well-known)(?:[^/]+\/)*[^/.]+$/;

export type GateDecision =
  | { readonly kind: 'pass' }
  | { readonly kind: 'redirect'; readonly location: string }
  /** A malformed percent-escape: the front door answers it with 400, and so does the gate without it (`next dev`). */
  | { readonly kind: 'malformed' }
  /** Pass when the CMS has a page or post at `uri`; otherwise mark it (UNKNOWN_PATH_HEADER) for MISSING_PAGE_PATH. */
  | { readonly kind: 'needsCms'; readonly uri: string };

/** Where Next would redirect a path for its slashes (repeated, backslashed, or the trailing one), if anywhere. */
export function slashRedirect(pathname: string): string | undefined {
  const collapsed = pathname.replace(/[\\/]+/g, '/');
  const file = FILE_WITH_SLASH.exec(collapsed);
  if (file) return `/${file[1]}`;
  if (PATH_WITHOUT_SLASH.test(collapsed)) return `${collapsed}/`;
  return collapsed === pathname ? undefined : collapsed;
}

/**
 * The decision for a page request: its path as sent (percent-escapes and all), its query (`?…`
 * or ''), and whether the front door collapsed its slashes.
 */
export function decide(pathname: string, search: string, collapsed = false): GateDecision {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { kind: 'malformed' };
  }
  const redirect = slashRedirect(pathname) ?? (collapsed ? pathname : undefined);
  if (redirect !== undefined) return { kind: 'redirect', location: `${redirect}${search}` };
  if (APP_PATHS.has(pathname) || APP_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return { kind: 'pass' };
  return { kind: 'needsCms', uri: normalizeUri(decoded) };
}
