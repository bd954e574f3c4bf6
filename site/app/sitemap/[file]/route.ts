import { indexableEntries, toSitemapUrl } from '../../../sitemap-entries';
import { sitemapFileCount, sitemapFileId, sitemapFileXml } from '../../../sitemap-files';

/** Refreshed with the pages (and on POST /api/revalidate). */
export const revalidate = 300;

/** The files there are at build time; a file the archive grows into later is rendered when first asked. */
export async function generateStaticParams(): Promise<Array<{ file: string }>> {
  return Array.from({ length: sitemapFileCount((await indexableEntries()).length) }, (_, id) => ({ file: `${id}.xml` }));
}

/** `/sitemap/{n}.xml`: the n-th run of at most 50,000 pages and posts (site/sitemap-files.ts). */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const id = sitemapFileId((await params).file);
  const entries = await indexableEntries();
  if (id === undefined || id >= sitemapFileCount(entries.length)) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(sitemapFileXml(entries, id, toSitemapUrl), { headers: { 'content-type': 'application/xml; charset=utf-8' } });
}
