/** What the sitemap lists: every page and post that search engines may show, from the CMS. */
import { getAllUriEntries, type UriEntry } from './cms/loaders';
import { publicUrl } from './metadata';
import type { SitemapUrl } from './sitemap-files';

/** Every page and post on the public host that search engines may show (not those Yoast marks noindex). */
export async function indexableEntries(): Promise<UriEntry[]> {
  return (await getAllUriEntries()).filter((entry) => !entry.noindex);
}

/** An entry as a sitemap URL, with the day it last changed. */
export const toSitemapUrl = (entry: UriEntry): SitemapUrl => ({
  url: publicUrl(entry.uri),
  // WordPress's dates carry no zone; the calendar day is what a sitemap needs.
  ...(/^\d{4}-\d{2}-\d{2}/.test(entry.modified) ? { lastModified: entry.modified.slice(0, 10) } : {}),
  changeFrequency: entry.kind === 'post' ? 'monthly' : 'weekly',
  priority: entry.uri === '/' ? 1 : entry.kind === 'page' ? 0.8 : 0.6,
});
