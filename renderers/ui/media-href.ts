/**
 * Links to PDF files: WordPress stores uploads under the public host
 * (`https://www.example.com/wp-content/uploads/report.pdf`), but the files live on the CMS media
 * host. A link to a `.pdf` on the public host, or a root-relative one (which the site resolves
 * against the public host), is rewritten to `CMS_MEDIA_URL`. Every other link is left alone, and
 * nothing changes while `CMS_MEDIA_URL` is unset.
 *
 * The one place this happens: `<CmsLink>`, `<RichText>` links and the frame's menus call `pdfHref`.
 */
import { getSiteConfig } from '../../config';

export interface MediaHosts {
  /** This site's origin, without a trailing slash. */
  readonly publicSiteUrl: string;
  /** The CMS media origin, without a trailing slash; undefined turns the rewrite off. */
  readonly cmsMediaUrl: string | undefined;
}

const PDF_PATH = /\.pdf$/i;
const ABSOLUTE = /^[a-z][a-z\d+.-]*:/i;

/** The URL of a PDF on the media host, or `url` unchanged (pure; `pdfHref` reads the configuration). */
export function rewritePdfHref(url: string, { publicSiteUrl, cmsMediaUrl }: MediaHosts): string {
  if (cmsMediaUrl === undefined) return url;
  const trimmed = url.trim();
  const rootRelative = trimmed.startsWith('/') && !trimmed.startsWith('//');
  if (!rootRelative && !ABSOLUTE.test(trimmed)) return url;
  let parsed: URL;
  try {
    parsed = new URL(trimmed, `${publicSiteUrl}/`);
  } catch {
    return url;
  }
  if (!PDF_PATH.test(parsed.pathname)) return url;
  if (!rootRelative && parsed.origin !== new URL(publicSiteUrl).origin) return url;
  return `${cmsMediaUrl}${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** `rewritePdfHref` with the site configuration's hosts. */
export function pdfHref(url: string): string {
  return rewritePdfHref(url, getSiteConfig());
}

/** The configured media host (part of the cache key of anything that rewrites links). */
export function mediaHost(): string | undefined {
  return getSiteConfig().cmsMediaUrl;
}
