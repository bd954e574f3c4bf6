/**
 * Which URLs the PDF service renders: pages of this site only. A link must be http(s), carry no
 * credentials, name its host by name (no IP literal in any spelling: the WHATWG parser turns
 * `http://2130706433/` and `http://0x7f.1/` into `127.0.0.1`, which is then refused), be on one of
 * the site's own origins, and be a page (not `/api/` or `/_next/`). The same check applies to
 * every request and navigation the page makes while it renders (render.ts).
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
  if (/^\/(api|_next)(\/|$)/i.test(url.pathname)) return { ok: false, reason: 'link: only pages are rendered' };
  return { ok: true, url };
}
