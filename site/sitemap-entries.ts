/** What the sitemap lists: every page and post that search engines may show, from the CMS. */
import { getSiteConfig } from '../config';
import { getAllUriEntries, getPageUriEntries, type UriEntry } from './cms/loaders';
import { embeddedPostStore } from './cms/embedded';
import { normalizeUri } from './cms/uri';
import { publicUrl } from './metadata';
import type { SitemapUrl } from './sitemap-files';

/** The indexable pages and posts, in the order the sitemap files cut them: how many, and a run of them. */
export interface SitemapEntries {
  readonly length: number;
  slice(start: number, end: number): UriEntry[];
}

const listOf = (entries: readonly UriEntry[]): SitemapEntries => ({ length: entries.length, slice: (start, end) => entries.slice(start, end) });

/**
 * Every page and post on the public host that search engines may show (not those marked noindex,
 * in Yoast or the site's plugin). From WordPress, every uri paged through over GraphQL; from the
 * embedded CMS, the pages so and the posts straight from its store, a run at a time (the pages
 * first, then the posts newest first), so a sitemap file of a large archive reads only its own
 * posts.
 */
export async function indexableEntries(): Promise<SitemapEntries> {
  if (getSiteConfig().cmsGraphqlUrl !== undefined) return listOf((await getAllUriEntries()).filter((entry) => !entry.noindex));
  const pages = (await getPageUriEntries()).filter((entry) => !entry.noindex);
  const posts = embeddedPostStore().indexable();
  return {
    length: pages.length + posts.length,
    slice: (start, end) => [
      ...pages.slice(start, end),
      ...posts.slice(Math.max(0, start - pages.length), Math.max(0, end - pages.length)).map((post): UriEntry => ({ uri: normalizeUri(post.uri), kind: 'post', modified: post.modified, noindex: false })),
    ],
  };
}

/** An entry as a sitemap URL, with the day it last changed. */
export const toSitemapUrl = (entry: UriEntry): SitemapUrl => ({
  url: publicUrl(entry.uri),
  // WordPress's dates carry no zone; the calendar day is what a sitemap needs.
  ...(/^\d{4}-\d{2}-\d{2}/.test(entry.modified) ? { lastModified: entry.modified.slice(0, 10) } : {}),
  changeFrequency: entry.kind === 'post' ? 'monthly' : 'weekly',
  priority: entry.uri === '/' ? 1 : entry.kind === 'page' ? 0.8 : 0.6,
});
