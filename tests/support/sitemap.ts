/**
 * Reading the site's sitemap as a crawler does: `/sitemap.xml` is an index of sitemap files on
 * the public host; each file is fetched from the site under test (its path on `siteUrl`).
 */

const locs = (xml: string): string[] => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');

async function text(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/** The index's file URLs and, file by file, the XML of each. */
export async function readSitemap(siteUrl: string): Promise<{ readonly index: string; readonly files: readonly string[]; readonly urls: readonly string[] }> {
  const index = await text(`${siteUrl}/sitemap.xml`);
  if (!index.includes('<sitemapindex')) throw new Error('/sitemap.xml is not a sitemap index');
  const files = await Promise.all(locs(index).map((url) => text(`${siteUrl}${new URL(url).pathname}`)));
  return { index, files, urls: files.flatMap(locs) };
}

/** Every URL the sitemap files list, in order. */
export async function sitemapUrls(siteUrl: string): Promise<string[]> {
  return [...(await readSitemap(siteUrl)).urls];
}
