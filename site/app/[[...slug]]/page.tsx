import type { Metadata } from 'next';
import { getPageByUri, getPageUris } from '../../cms/loaders';
import { prerenderable } from '../../cms/prerender';
import { pageMetadata } from '../../metadata';
import { servedByNewsRoutes } from '../../news/routes';
import { CmsPageView, toUri } from '../../page-blocks';

interface RouteProps {
  readonly params: Promise<{ slug?: string[] }>;
}

export const revalidate = 300;

/** Every page the CMS has, but those it does not answer in time, which render on first request (cms/prerender.ts). */
export async function generateStaticParams() {
  const uris = await prerenderable((await getPageUris()).filter((uri) => !servedByNewsRoutes(uri)), getPageByUri, (uri) => uri);
  return uris.map((uri) => ({ slug: uri.split('/').filter(Boolean) }));
}

export async function generateMetadata({ params }: RouteProps): Promise<Metadata> {
  const page = await getPageByUri(toUri((await params).slug));
  return page ? pageMetadata(page) : {};
}

export default async function ContentPage({ params }: RouteProps) {
  return <CmsPageView uri={toUri((await params).slug)} />;
}
