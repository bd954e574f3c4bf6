import type { Metadata } from 'next';
import { getSiteConfig } from '../config';
import type { CmsPage } from './cms/loaders';

/** The public URL of a path: `PUBLIC_SITE_URL` + the path. */
export function publicUrl(path: string): string {
  return new URL(path, getSiteConfig().publicSiteUrl).toString();
}

/** The page's share image: the SEO image, else the featured image. */
function shareImage(page: CmsPage): { url: string; alt: string } | undefined {
  if (page.seo.ogImage) return { url: page.seo.ogImage, alt: page.featuredImage?.src === page.seo.ogImage ? page.featuredImage.alt : page.title };
  return page.featuredImage ? { url: page.featuredImage.src, alt: page.featuredImage.alt || page.title } : undefined;
}

/**
 * Title, description, canonical, Open Graph (`article` with its publish and modified dates for
 * posts, `website` with its modified date for pages), images and the large-image card, from the
 * CMS `seo` fields.
 */
export function pageMetadata(page: CmsPage): Metadata {
  const { seo } = page;
  const canonical = publicUrl(seo.canonicalPath);
  const image = shareImage(page);
  const images = image ? [image] : undefined;
  const title = seo.title || page.title;
  const description = seo.description || undefined;
  const openGraph: Metadata['openGraph'] =
    page.kind === 'post'
      ? { type: 'article', url: canonical, title, description, images, publishedTime: seo.published, modifiedTime: seo.modified, section: page.categories[0]?.name, tags: page.tags.map((tag) => tag.name) }
      : { type: 'website', url: canonical, title, description, images };
  return {
    title: { absolute: title },
    description,
    alternates: { canonical },
    openGraph,
    twitter: { card: 'summary_large_image', title, description, images },
    // Yoast's noindex: the page serves, but search engines may follow its links and not list it.
    ...(seo.noindex ? { robots: { index: false, follow: true } } : {}),
    // Open Graph's `website` type has no date of its own; og:updated_time is what crawlers read for pages.
    ...(page.kind === 'page' && seo.modified ? { other: { 'og:updated_time': seo.modified } } : {}),
  };
}
