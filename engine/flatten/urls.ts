/**
 * The one policy for URLs that come from the CMS: which a link may point to and which an image
 * may load. The `link()` and `image()` helpers refuse the others while validating (with a
 * warning), and `<CmsLink>`/`<CmsImage>` apply the same rules to any URL a block renders.
 */

/** How a link URL is rendered: a site route (next/link) or a plain anchor. */
export type LinkKind = 'route' | 'anchor';

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const IMAGE_PROTOCOLS = new Set(['http:', 'https:']);
const LOCAL_ORIGIN = 'https://local.invalid';
/** A URL that names its scheme (`https:`, `mailto:`, `javascript:`). */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** The relative URLs a CMS link may hold: a site path, an in-page anchor, a query. */
const RELATIVE_START = /^[/#?]/;
/** Files (`/files/brochure.pdf`) are not routes: next/link would try to prefetch them. */
const FILE_PATH = /\.[a-z0-9]{2,5}$/i;

/**
 * Parses a CMS URL as a browser would. The WHATWG parser is used on purpose: it strips the
 * tabs, newlines and control characters that browsers ignore (`java\tscript:`), so the scheme
 * seen here is the one a browser would follow. A URL that neither names a scheme nor starts
 * like a site path (`ht!tp://x`, `www.example.com`) would be followed relative to the page, which
 * no editor means: it is refused.
 */
function parse(url: string): URL | undefined {
  const trimmed = url.trim();
  if (trimmed === '' || !(SCHEME.test(trimmed.replace(/[\t\n\r]/g, '')) || RELATIVE_START.test(trimmed))) return undefined;
  try {
    return new URL(trimmed, `${LOCAL_ORIGIN}/`);
  } catch {
    return undefined;
  }
}

/** Classifies a CMS link URL; undefined when a link may not point there. */
export function linkKind(url: string): LinkKind | undefined {
  const parsed = parse(url);
  if (parsed === undefined || !LINK_PROTOCOLS.has(parsed.protocol)) return undefined;
  const local = parsed.origin === LOCAL_ORIGIN && url.trim().startsWith('/');
  return local && !FILE_PATH.test(parsed.pathname) ? 'route' : 'anchor';
}

/** True when an image may load from `src`: http(s), protocol-relative or a site path; never `data:` or `javascript:`. */
export function isImageSrc(src: string): boolean {
  const parsed = parse(src);
  return parsed !== undefined && IMAGE_PROTOCOLS.has(parsed.protocol) && (SCHEME.test(src.trim()) || src.trim().startsWith('/'));
}
