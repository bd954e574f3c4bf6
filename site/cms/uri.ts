import { getSiteConfig } from '../../config';
import { cutAtWord, decodeEntities, htmlToText } from '../../engine/text';

/**
 * One form for every uri: WordPress's, with a leading and a trailing slash ('/about/'); the front
 * page is '/'. '/about', 'about', '/about/?x=1' and 'https://cms.example.com/about/' all become
 * '/about/', so that a page has one cache entry, one canonical path and one static route.
 */
export function normalizeUri(input: string): string {
  const trimmed = input.trim();
  const path = /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) ? new URL(trimmed).pathname : (trimmed.split(/[?#]/, 1)[0] ?? '');
  const segments = path.split('/').filter((segment) => segment !== '');
  return segments.length === 0 ? '/' : `/${segments.join('/')}/`;
}

/**
 * A link as the site should use it: a path for this site's own pages (the CMS serves them with
 * its own host), the URL unchanged for anything else.
 */
export function toSiteHref(url: string, internalOrigins: readonly string[]): string {
  if (!/^[a-z][a-z\d+.-]*:/i.test(url)) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (!internalOrigins.includes(parsed.origin)) return url;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** The origin of a URL, or undefined when it is not an absolute URL. */
export function originOf(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** A text field as the loaders keep it: '' for a field WordPress left empty or null. */
export const str = (value: string | null | undefined): string => value ?? '';

/** A plain-text field (a title, a label) with its HTML entities decoded once. */
export const plain = (value: string | null | undefined): string => decodeEntities(str(value));

/** What an untitled post or page is called when nothing of its text can stand in. */
export const UNTITLED = 'Untitled';

/**
 * A post's or page's title as the site shows it (its heading, its link text in lists, its search
 * result): WordPress's own, or for one saved without a title the opening words of `html` (its
 * excerpt), since a heading and a link need words; 'Untitled' when it has none either.
 */
export function displayTitle(title: string | null | undefined, html: string | null | undefined): string {
  const own = plain(title).trim();
  if (own !== '') return own;
  return cutAtWord(htmlToText(str(html)), 60) || UNTITLED;
}

/** Origins whose links are this site's own pages: the public site, and the CMS host when it is remote. */
export function internalOrigins(cmsUrl?: string | null): string[] {
  const config = getSiteConfig();
  return [config.publicSiteUrl, cmsUrl, config.cmsGraphqlUrl].flatMap((url) => originOf(url) ?? []);
}
