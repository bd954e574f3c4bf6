/**
 * The sitemap as an index of sitemap files: `/sitemap.xml` (site/app/sitemap.xml/route.ts) lists
 * `/sitemap/{n}.xml` (site/app/sitemap/[file]/route.ts), each with at most SITEMAP_MAX_URLS URLs
 * (the sitemaps protocol's limit), so an archive of any size fits. File n holds the URLs at
 * positions n × SITEMAP_MAX_URLS and on, in the CMS's order. Both are route handlers: Next
 * claims `/sitemap.xml` for a `sitemap.ts` even when it makes several files (`generateSitemaps`),
 * which leaves no room for the index there.
 */
import { escapeXml } from './news/feed';

/**
 * URLs per sitemap file. The protocol allows 50,000; a file of 50,000 (11 MB of XML) raised the
 * server's memory by about 280 MB while Next rendered and cached it, one of 10,000 by a fifth.
 */
export const SITEMAP_MAX_URLS = 10_000;

/** The path of sitemap file `id`. */
export const sitemapFilePath = (id: number): string => `/sitemap/${id}.xml`;

/** How many files `count` URLs take (one even for none, so the index is never empty). */
export const sitemapFileCount = (count: number, max = SITEMAP_MAX_URLS): number => Math.max(1, Math.ceil(count / max));

/** The URLs of file `id`: the `id`-th run of `max` (of a list read a run at a time, or an array). */
export function sitemapFile<T>(entries: { slice(start: number, end: number): readonly T[] }, id: number, max = SITEMAP_MAX_URLS): readonly T[] {
  if (!Number.isInteger(id) || id < 0) return [];
  return entries.slice(id * max, (id + 1) * max);
}

/** One URL of a sitemap file. */
export interface SitemapUrl {
  /** Absolute. */
  readonly url: string;
  /** `YYYY-MM-DD`. */
  readonly lastModified?: string;
  readonly changeFrequency: 'weekly' | 'monthly';
  readonly priority: number;
}

/** The id of a sitemap file from its name, `{n}.xml`; undefined for any other name. */
export function sitemapFileId(name: string): number | undefined {
  const match = /^(\d{1,6})\.xml$/.exec(name);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

/** The `<url>` elements of some URLs. */
export function sitemapUrlsXml(urls: readonly SitemapUrl[]): string {
  let xml = '';
  for (const { url, lastModified, changeFrequency, priority } of urls) {
    // One string per URL: a large file makes as little garbage as it can.
    xml += `${xml === '' ? '' : '\n'}  <url>\n    <loc>${escapeXml(url)}</loc>\n${lastModified ? `    <lastmod>${escapeXml(lastModified)}</lastmod>\n` : ''}    <changefreq>${changeFrequency}</changefreq>\n    <priority>${priority}</priority>\n  </url>`;
  }
  return xml;
}

/** A sitemap file around its `<url>` elements, given as runs (`sitemapUrlsXml`). */
export const sitemapXmlOf = (runs: readonly string[]): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${runs.filter((run) => run !== '').join('\n')}\n</urlset>\n`;

/** Entries read (and written as XML) at a time: a file never holds all of its entries as objects at once. */
export const SITEMAP_READ_RUN = 2_000;

/** File `id` of `entries` as XML, its entries read a run at a time. */
export function sitemapFileXml<T>(
  entries: { slice(start: number, end: number): readonly T[] },
  id: number,
  toUrl: (entry: T) => SitemapUrl,
  max = SITEMAP_MAX_URLS,
  runSize = SITEMAP_READ_RUN,
): string {
  const runs: string[] = [];
  if (!Number.isInteger(id) || id < 0) return sitemapXmlOf(runs);
  for (let start = 0; start < max; start += runSize) {
    const run = entries.slice(id * max + start, id * max + Math.min(max, start + runSize));
    if (run.length === 0) break;
    runs.push(sitemapUrlsXml(run.map(toUrl)));
  }
  return sitemapXmlOf(runs);
}

/** The sitemap index: one `<sitemap>` per file, at absolute URLs. */
export function sitemapIndexXml(fileUrls: readonly string[], lastModified?: string): string {
  const items = fileUrls.map((url) => `  <sitemap>\n    <loc>${escapeXml(url)}</loc>${lastModified ? `\n    <lastmod>${escapeXml(lastModified)}</lastmod>` : ''}\n  </sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}
