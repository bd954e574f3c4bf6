import type { MetadataRoute } from 'next';
import { getAllUriEntries, type UriEntry } from '../cms/loaders';
import { publicUrl } from '../metadata';
import { sitemapFile, sitemapFileCount } from '../sitemap-files';

/** Refreshed with the pages (and on POST /api/revalidate). */
export const revalidate = 300;

/** Every page and post on the public host that search engines may show (not those Yoast marks noindex). */
async function indexable(): Promise<UriEntry[]> {
  return (await getAllUriEntries()).filter((entry) => !entry.noindex);
}

/** The sitemap files `/sitemap/{id}.xml` (site/sitemap-files.ts); `/sitemap.xml` is their index. */
export async function generateSitemaps(): Promise<Array<{ id: number }>> {
  return Array.from({ length: sitemapFileCount((await indexable()).length) }, (_, id) => ({ id }));
}

/** One sitemap file: its run of the CMS's pages and posts, with the day each last changed. */
export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  return sitemapFile(await indexable(), Number(await id)).map((entry) => ({
    url: publicUrl(entry.uri),
    // WordPress's dates carry no zone; the calendar day is what a sitemap needs.
    ...(/^\d{4}-\d{2}-\d{2}/.test(entry.modified) ? { lastModified: entry.modified.slice(0, 10) } : {}),
    changeFrequency: entry.kind === 'post' ? 'monthly' : 'weekly',
    priority: entry.uri === '/' ? 1 : entry.kind === 'page' ? 0.8 : 0.6,
  }));
}
