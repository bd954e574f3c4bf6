import type { Metadata } from 'next';
import { getPageByUri, getPageUris } from '../../cms/loaders';
import { pageMetadata } from '../../metadata';
import { servedByNewsRoutes } from '../../news/routes';
import { CmsPageView, toUri } from '../../page-blocks';

interface RouteProps {
  readonly params: Promise<{ slug?: string[] }>;
}

export const revalidate = 300;

export async function generateStaticParams() {
  const uris = await getPageUris();
  return uris.filter((uri) => !servedByNewsRoutes(uri)).map((uri) => ({ slug: uri.split('/').filter(Boolean) }));
}

export async function generateMetadata({ params }: RouteProps): Promise<Metadata> {
  const page = await getPageByUri(toUri((await params).slug));
  return page ? pageMetadata(page) : {};
}

export default async function ContentPage({ params }: RouteProps) {
  return <CmsPageView uri={toUri((await params).slug)} />;
}
