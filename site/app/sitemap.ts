import type { MetadataRoute } from 'next';
import { getAllUriEntries } from '../cms/loaders';
import { publicUrl } from '../metadata';

/** Refreshed with the pages (and on POST /api/revalidate). */
export const revalidate = 300;

/**
 * `/sitemap.xml` from the CMS: every page and post on the public host that search engines may
 * show (not those Yoast marks noindex), with the day it last changed.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const entries = (await getAllUriEntries()).filter((entry) => !entry.noindex);
  return entries.map((entry) => ({
    url: publicUrl(entry.uri),
    // WordPress's dates carry no zone; the calendar day is what a sitemap needs.
    ...(/^\d{4}-\d{2}-\d{2}/.test(entry.modified) ? { lastModified: entry.modified.slice(0, 10) } : {}),
    changeFrequency: entry.kind === 'post' ? 'monthly' : 'weekly',
    priority: entry.uri === '/' ? 1 : entry.kind === 'page' ? 0.8 : 0.6,
  }));
}
