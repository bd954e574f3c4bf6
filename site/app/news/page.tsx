import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getPageByUri } from '../../cms/loaders';
import { pageMetadata } from '../../metadata';
import { NEWS_INDEX_PATH } from '../../news/routes';
import { drawsPageHeading } from '../../../engine';
import { PageBlocks, PageTitle, preparePage } from '../../page-blocks';

interface RouteProps {
  readonly searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The first value of each query parameter: `?category=a&category=b` is `a`. */
const firstValues = (params: Record<string, string | string[] | undefined>) =>
  Object.fromEntries(Object.entries(params).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]));

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPageByUri(NEWS_INDEX_PATH);
  if (!page) return {};
  const metadata = pageMetadata(page);
  return { ...metadata, alternates: { ...metadata.alternates, types: { 'application/rss+xml': [{ url: '/news/feed.xml', title: 'News & Insights' }] } } };
}

/**
 * The news and insights index: the CMS page at /news/, rendered per request because its
 * filters live in the URL (`?category=insights&tag=solar&year=2023`).
 */
export default async function NewsIndexPage({ searchParams }: RouteProps) {
  const page = await getPageByUri(NEWS_INDEX_PATH);
  if (!page) notFound();
  const prepared = preparePage(NEWS_INDEX_PATH, page);
  return (
    <>
      {drawsPageHeading(prepared.blocks) ? null : <PageTitle as="div" title={page.title} />}
      <PageBlocks uri={NEWS_INDEX_PATH} prepared={prepared} searchParams={firstValues(await searchParams)} />
    </>
  );
}
