/**
 * Which URLs the PDF service renders: pages of this site only. A link must be http(s), carry no
 * credentials, name its host by name (no IP literal in any spelling: the WHATWG parser turns
 * `http://2130706433/` and `http://0x7f.1/` into `127.0.0.1`, which is then refused), be on one of
 * the site's own origins, and be a page (not `/api/` or `/_next/`). The same check applies to
 * every request and navigation the page makes while it renders (render.ts), and the page-path
 * check to every redirect hop of the page itself.
 *
 * The path is judged as the server routes it, not as it is written: Next answers
 * `//api/form-token/` with a redirect to `/api/form-token/`, and decodes `/%61pi/` to `/api/`.
 */

export type LinkCheck = { readonly ok: true; readonly url: URL } | { readonly ok: false; readonly reason: string };

const MAX_LINK_LENGTH = 2048;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** True for a host written as an IP address (IPv4 after WHATWG normalisation, or a bracketed IPv6). */
export function isIpLiteral(hostname: string): boolean {
  return hostname.startsWith('[') || hostname.includes(':') || IPV4.test(hostname);
}

/** The origins a link may have: the public site, and the server's own origin when it has a host name. */
export function siteOrigins(publicSiteUrl: string, ownOrigin: string | undefined): string[] {
  return [publicSiteUrl, ownOrigin].flatMap((value) => {
    if (!value) return [];
    try {
      const url = new URL(value);
      return isIpLiteral(url.hostname) ? [] : [url.origin];
    } catch {
      return [];
    }
  });
}

const NOT_A_PAGE = /^\/(api|_next)(\/|$)/i;
/** Rounds of percent-decoding: `%2561pi` is `%61pi` once decoded, and `api` twice. */
const MAX_DECODE_ROUNDS = 4;

/**
 * Why a path is not one of the site's pages, judged as a server would route it: percent-escapes
 * decoded (until nothing changes), backslashes and repeated slashes collapsed; undefined for a
 * page path.
 */
export function pagePathProblem(pathname: string): string | undefined {
  let path = pathname;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return 'the path has a malformed percent-escape';
    }
    if (decoded === path) break;
    path = decoded;
  }
  return NOT_A_PAGE.test(path.replace(/[\\/]+/g, '/')) ? 'only pages are rendered' : undefined;
}

/** Checks a link the service is asked to render. */
export function checkPdfLink(link: string, allowedOrigins: readonly string[]): LinkCheck {
  if (link.length > MAX_LINK_LENGTH) return { ok: false, reason: `link: longer than ${MAX_LINK_LENGTH} characters` };
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return { ok: false, reason: 'link: not an absolute URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: `link: ${url.protocol} URLs are not rendered` };
  if (url.username !== '' || url.password !== '') return { ok: false, reason: 'link: credentials in a URL are not accepted' };
  if (isIpLiteral(url.hostname)) return { ok: false, reason: 'link: IP addresses are not accepted, only this site' };
  if (!allowedOrigins.includes(url.origin)) return { ok: false, reason: `link: ${url.origin} is not this site` };
  const pathProblem = pagePathProblem(url.pathname);
  if (pathProblem !== undefined) return { ok: false, reason: `link: ${pathProblem}` };
  return { ok: true, url };
}
