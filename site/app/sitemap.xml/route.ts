import { getAllUriEntries } from '../../cms/loaders';
import { publicUrl } from '../../metadata';
import { sitemapFileCount, sitemapFilePath, sitemapIndexXml } from '../../sitemap-files';

export const revalidate = 300;

/** `/sitemap.xml`: the index of the sitemap files (site/app/sitemap.ts), on the public host. */
export async function GET(): Promise<Response> {
  const count = (await getAllUriEntries()).filter((entry) => !entry.noindex).length;
  const files = Array.from({ length: sitemapFileCount(count) }, (_, id) => publicUrl(sitemapFilePath(id)));
  return new Response(sitemapIndexXml(files), { headers: { 'content-type': 'application/xml; charset=utf-8' } });
}
