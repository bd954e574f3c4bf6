import type { Metadata } from 'next';
import { getSiteConfig } from './config';
import type { CmsPage } from './cms/loaders';

/** The public URL of a path: `PUBLIC_SITE_URL` + the path (spec 2.1 SEO). */
export function publicUrl(path: string): string {
  return new URL(path, getSiteConfig().publicSiteUrl).toString();
}

/** Title, description, canonical, Open Graph and the large-image card from the CMS `seo` fields. */
export function pageMetadata(page: CmsPage): Metadata {
  const { seo } = page;
  const canonical = publicUrl(seo.canonicalPath);
  const images = seo.ogImage ? [{ url: seo.ogImage }] : undefined;
  const title = seo.title || page.title;
  const openGraph: Metadata['openGraph'] =
    page.kind === 'post'
      ? { type: 'article', url: canonical, title, description: seo.description, images, publishedTime: seo.published, modifiedTime: seo.modified }
      : { type: 'website', url: canonical, title, description: seo.description, images };
  return {
    title: { absolute: title },
    description: seo.description || undefined,
    alternates: { canonical },
    openGraph,
    twitter: { card: 'summary_large_image', title, description: seo.description || undefined, images: seo.ogImage ? [seo.ogImage] : undefined },
  };
}
