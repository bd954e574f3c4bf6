/**
 * The sitemap as an index of sitemap files: `/sitemap.xml` lists `/sitemap/{n}.xml`, each with
 * at most SITEMAP_MAX_URLS URLs (the sitemaps protocol's limit), so an archive of any size fits.
 * File n holds the URLs at positions n × SITEMAP_MAX_URLS and on, in the CMS's order.
 */
import { escapeXml } from './news/feed';

/** URLs per sitemap file: the protocol allows 50,000. */
export const SITEMAP_MAX_URLS = 50_000;

/** The path of sitemap file `id`. */
export const sitemapFilePath = (id: number): string => `/sitemap/${id}.xml`;

/** How many files `count` URLs take (one even for none, so the index is never empty). */
export const sitemapFileCount = (count: number, max = SITEMAP_MAX_URLS): number => Math.max(1, Math.ceil(count / max));

/** The URLs of file `id`: the `id`-th run of `max`. */
export function sitemapFile<T>(entries: readonly T[], id: number, max = SITEMAP_MAX_URLS): T[] {
  if (!Number.isInteger(id) || id < 0) return [];
  return entries.slice(id * max, (id + 1) * max);
}

/** The sitemap index: one `<sitemap>` per file, at absolute URLs. */
export function sitemapIndexXml(fileUrls: readonly string[], lastModified?: string): string {
  const items = fileUrls.map((url) => `  <sitemap>\n    <loc>${escapeXml(url)}</loc>${lastModified ? `\n    <lastmod>${escapeXml(lastModified)}</lastmod>` : ''}\n  </sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}
