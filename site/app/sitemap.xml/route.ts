import { publicUrl } from '../../metadata';
import { indexableEntries } from '../../sitemap-entries';
import { sitemapFileCount, sitemapFilePath, sitemapIndexXml } from '../../sitemap-files';

/** Refreshed with the pages (and on POST /api/revalidate). */
export const revalidate = 300;

/** `/sitemap.xml`: the index of the sitemap files (site/app/sitemap/[file]/route.ts), on the public host. */
export async function GET(): Promise<Response> {
  const files = Array.from({ length: sitemapFileCount((await indexableEntries()).length) }, (_, id) => publicUrl(sitemapFilePath(id)));
  return new Response(sitemapIndexXml(files), { headers: { 'content-type': 'application/xml; charset=utf-8' } });
}
