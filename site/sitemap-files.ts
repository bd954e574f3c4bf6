/**
 * The sitemap as an index of sitemap files: `/sitemap.xml` (site/app/sitemap.xml/route.ts) lists
 * `/sitemap/{n}.xml` (site/app/sitemap/[file]/route.ts), each with at most SITEMAP_MAX_URLS URLs
 * (the sitemaps protocol's limit), so an archive of any size fits. File n holds the URLs at
 * positions n × SITEMAP_MAX_URLS and on, in the CMS's order. Both are route handlers: Next
 * claims `/sitemap.xml` for a `sitemap.ts` even when it makes several files (`generateSitemaps`),
 * which leaves no room for the index there.
 */
import { escapeXml } from './news/feed';

/** URLs per sitemap file: the protocol allows 50,000. */
export const SITEMAP_MAX_URLS = 50_000;

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

/** A sitemap file: a `<url>` per entry. */
export function sitemapXml(urls: readonly SitemapUrl[]): string {
  const items = urls.map(({ url, lastModified, changeFrequency, priority }) =>
    [
      '  <url>',
      `    <loc>${escapeXml(url)}</loc>`,
      ...(lastModified ? [`    <lastmod>${escapeXml(lastModified)}</lastmod>`] : []),
      `    <changefreq>${changeFrequency}</changefreq>`,
      `    <priority>${priority}</priority>`,
      '  </url>',
    ].join('\n'),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</urlset>\n`;
}

/** The sitemap index: one `<sitemap>` per file, at absolute URLs. */
export function sitemapIndexXml(fileUrls: readonly string[], lastModified?: string): string {
  const items = fileUrls.map((url) => `  <sitemap>\n    <loc>${escapeXml(url)}</loc>${lastModified ? `\n    <lastmod>${escapeXml(lastModified)}</lastmod>` : ''}\n  </sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}
