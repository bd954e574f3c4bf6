import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getPageByUri, getPageUris } from '../../cms/loaders';
import { pageMetadata } from '../../metadata';
import { servedByNewsRoutes } from '../../news/routes';
import { drawsPageHeading } from '../../../engine';
import { PageBlocks, PageTitle, preparePage } from '../../page-blocks';

interface RouteProps {
  readonly params: Promise<{ slug?: string[] }>;
}

export const revalidate = 300;

const toUri = (slug: readonly string[] | undefined): string =>
  slug === undefined || slug.length === 0 ? '/' : `/${slug.map(decodeURIComponent).join('/')}/`;

export async function generateStaticParams() {
  const uris = await getPageUris();
  return uris.filter((uri) => !servedByNewsRoutes(uri)).map((uri) => ({ slug: uri.split('/').filter(Boolean) }));
}

export async function generateMetadata({ params }: RouteProps): Promise<Metadata> {
  const page = await getPageByUri(toUri((await params).slug));
  return page ? pageMetadata(page) : {};
}

export default async function ContentPage({ params }: RouteProps) {
  const uri = toUri((await params).slug);
  const page = await getPageByUri(uri);
  if (!page) notFound();
  const prepared = preparePage(uri, page);
  return (
    <article>
      {drawsPageHeading(prepared.blocks) ? null : <PageTitle as="header" title={page.title} />}
      <PageBlocks uri={uri} prepared={prepared} />
    </article>
  );
}
