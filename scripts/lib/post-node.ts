/**
 * A post as the embedded CMS stores it (content/posts/*.json), from its parts: the fields
 * WordPress derives (uri, SEO, breadcrumbs, title entities) are filled in here, once, for the
 * authored demo posts and the generated scale posts alike.
 */
import type { ContentBlock, ContentMediaContact, ContentPost } from '../../content';

export interface PostParts {
  readonly databaseId: number;
  readonly slug: string;
  /** Plain text. */
  readonly title: string;
  readonly date: string;
  readonly categories: readonly string[];
  readonly tags: readonly string[];
  /** Plain text; becomes one paragraph. */
  readonly excerpt: string;
  readonly featuredImageId: number;
  readonly lead: { readonly image: number } | { readonly paragraph: string };
  readonly author: { readonly databaseId: number; readonly title: string; readonly slug: string; readonly acf_leader_meta: { readonly title: string } } | null;
  readonly location: string;
  readonly mediaContactHide: boolean;
  readonly mediaContact: ContentMediaContact | null;
  readonly contactItems: ReadonlyArray<{ readonly content: string; readonly phone: string; readonly mediaContactEmail: string }>;
  readonly titleAlignment: string;
  readonly blocks: readonly ContentBlock[];
}

/** WordPress stores titles with `&` as an entity; other characters are kept as typed. */
const titleHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The 'About Larkspur Logistics' boilerplate as it read when the post was published. */
export function aboutCompany(date: string): string {
  const year = Number(date.slice(0, 4));
  const figures =
    year <= 2021
      ? { markets: 16, properties: 340, msf: 66, customers: 950 }
      : year === 2022
        ? { markets: 17, properties: 370, msf: 72, customers: 1050 }
        : year === 2023
          ? { markets: 18, properties: 395, msf: 79, customers: 1150 }
          : { markets: 19, properties: 410, msf: 83, customers: 1200 };
  return `<p>Larkspur Logistics owns, develops and leases industrial and logistics real estate in ${figures.markets} U.S. markets. Its portfolio of more than ${figures.properties} properties and ${figures.msf} million square feet serves over ${figures.customers.toLocaleString('en-US')} customers, from regional distributors to national retailers. Larkspur is headquartered in Denver, Colorado.</p>`;
}

export function postNode(parts: PostParts): ContentPost {
  const uri = `/news/${parts.slug}/`;
  const title = titleHtml(parts.title);
  const published = `${parts.date}+00:00`;
  return {
    databaseId: parts.databaseId,
    uri,
    slug: parts.slug,
    title,
    date: parts.date,
    modified: parts.date,
    categories: parts.categories,
    tags: parts.tags,
    excerpt: `<p>${parts.excerpt}</p>`,
    featuredImageId: parts.featuredImageId,
    seo: {
      title: `${title} | Larkspur`,
      metaDesc: parts.excerpt,
      canonical: uri,
      opengraphImageId: parts.featuredImageId,
      opengraphPublishedTime: published,
      opengraphModifiedTime: published,
      breadcrumbs: [
        { url: '/', text: 'Home' },
        { url: '/news/', text: 'News &amp; Insights' },
        { url: uri, text: title },
      ],
    },
    postFields: { layoutType: 'default', location: parts.location, mediaContactHide: parts.mediaContactHide, titleAlignment: parts.titleAlignment },
    postMediaContact: {
      overwrite: parts.mediaContact !== null,
      mediaContact: parts.mediaContact,
      aboutLarkspurLogistics: aboutCompany(parts.date),
      contactItems: parts.contactItems,
    },
    postAuthorData: { displayAuthor: parts.author !== null, author: parts.author },
    postLeadSection:
      'image' in parts.lead
        ? { type: 'image', leadImageId: parts.lead.image, leadParagraph: null }
        : { type: 'paragraph', leadImageId: null, leadParagraph: parts.lead.paragraph },
    blocks: parts.blocks,
  };
}
