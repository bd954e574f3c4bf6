/**
 * The article's structured data: a schema.org `NewsArticle`, serialised so that it can sit in a
 * `<script>` element (no `<` survives, so no text can close the element early).
 */
import type { CmsPostNode } from '../../cms/loaders';
import { publicUrl } from '../../metadata';

export interface NewsArticleLd {
  readonly '@context': 'https://schema.org';
  readonly '@type': 'NewsArticle';
  readonly [key: string]: unknown;
}

export function newsArticleLd(post: CmsPostNode, company: string): NewsArticleLd {
  const url = publicUrl(post.seo.canonicalPath);
  const picture = post.lead?.type === 'image' ? post.lead.image.src : (post.featuredImage?.src ?? post.seo.ogImage);
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: post.title.length > 110 ? `${post.title.slice(0, 109)}…` : post.title,
    description: post.seo.description || undefined,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    datePublished: post.seo.published ?? post.date,
    dateModified: post.seo.modified ?? post.modified,
    image: picture ? [publicUrl(picture)] : undefined,
    articleSection: post.categories[0]?.name,
    keywords: post.tags.map((tag) => tag.name).join(', ') || undefined,
    author: post.author ? { '@type': 'Person', name: post.author.name, jobTitle: post.author.title || undefined } : { '@type': 'Organization', name: company },
    publisher: { '@type': 'Organization', name: company, logo: { '@type': 'ImageObject', url: publicUrl('/images/logo.svg') } },
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` is escaped as `\u003c`. */
export const serializeLd = (data: NewsArticleLd): string => JSON.stringify(data).replace(/</g, '\\u003c');
