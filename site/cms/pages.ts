/**
 * Pages and posts: one typed operation per uri, reshaped once (entities decoded, CMS-host links
 * made site paths, the block tree normalised for the engine). The load is wrapped in React
 * `cache()`: `generateMetadata` and the page share one.
 */
import { cache } from 'react';
import { PageByUriDocument, PageByUriGutenbergDocument, type PageByUriGutenbergQuery, type PageByUriQuery, type SeoFragment } from '../../codegen/generated/graphql';
import { blockRegistry } from '../../codegen/generated/registry';
import { collectImageIds, type ImageMap, type RawBlock } from '../../engine';
import type { ImageRecord } from '../../records';
import { getSiteConfig } from '../../config';
import { nodeBlocks } from './blocks';
import { cmsQuery } from './client';
import { toImageRecord } from './images';
import { getMediaItems } from './media';
import { isNoindex, ownDescription, ownTitle } from './own-seo';
import { displayTitle, internalOrigins, normalizeUri, plain, str, toSiteHref } from './uri';

export interface CmsSeo {
  readonly title: string;
  readonly description: string;
  /** The path of Yoast's canonical URL, or the page's uri; prefix it with the public host. */
  readonly canonicalPath: string;
  readonly ogImage: string | undefined;
  readonly modified: string | undefined;
  readonly published: string | undefined;
  readonly breadcrumbs: ReadonlyArray<{ readonly label: string; readonly url: string }>;
  /** Kept out of search engines and the sitemap (Yoast's `noindex`, or the site's plugin's: own-seo.ts). */
  readonly noindex: boolean;
}

interface CmsNodeBase {
  readonly id: number;
  /** Normalised: '/about/'; '/' for the front page. */
  readonly uri: string;
  readonly slug: string;
  /** Plain text (entities decoded). */
  readonly title: string;
  readonly date: string;
  readonly modified: string;
  /** The block tree, normalised for the engine (`prepareBlocks`). */
  readonly blocks: readonly RawBlock[];
  /** The media behind the attachment ids the blocks hold, loaded in one request. */
  readonly images: ImageMap;
  readonly seo: CmsSeo;
  readonly featuredImage: ImageRecord | undefined;
}

export interface CmsPageNode extends CmsNodeBase {
  readonly kind: 'page';
  readonly isFrontPage: boolean;
  readonly template: string;
  /** The page layout's variant; 'whitespaceright' adds a visual variant to the generic layout. */
  readonly layoutType: string;
}

export interface CmsTerm {
  readonly name: string;
  readonly slug: string;
}

export interface CmsMediaContact {
  readonly contact: string;
  readonly phone: string;
  readonly email: string;
}

export type CmsLeadSection = { readonly type: 'image'; readonly image: ImageRecord } | { readonly type: 'paragraph'; readonly text: string } | null;

export interface CmsPostNode extends CmsNodeBase {
  readonly kind: 'post';
  /** HTML. */
  readonly excerpt: string;
  readonly categories: ReadonlyArray<CmsTerm & { readonly description: string }>;
  readonly tags: readonly CmsTerm[];
  readonly layoutType: string;
  readonly location: string;
  readonly titleAlignment: string;
  readonly mediaContactHide: boolean;
  /** The post's own media contact, when it overrides the site's (`postMediaContact.overwrite`); null otherwise. */
  readonly mediaContactOverride: CmsMediaContact | null;
  /** HTML for 'About {company}'. */
  readonly aboutHtml: string;
  readonly contactItems: ReadonlyArray<{ readonly html: string; readonly phone: string; readonly email: string }>;
  /** Only when the post displays its author. */
  readonly author: { readonly name: string; readonly title: string } | null;
  readonly lead: CmsLeadSection;
}

/** A page or post, ready for the route and `generateMetadata`. */
export type CmsPage = CmsPageNode | CmsPostNode;

function canonicalPath(canonical: string | null | undefined, uri: string): string {
  if (!canonical) return uri;
  try {
    return normalizeUri(new URL(canonical, 'http://cms.invalid').pathname);
  } catch {
    return uri;
  }
}

function toSeo(seo: SeoFragment | null, node: { uri: string; title: string; date: string | null; modified: string | null; noindex: boolean }, kind: CmsPage['kind']): CmsSeo {
  const internal = internalOrigins();
  return {
    title: plain(seo?.title) || node.title,
    description: plain(seo?.metaDesc),
    canonicalPath: canonicalPath(seo?.canonical, node.uri),
    ogImage: toImageRecord(seo?.opengraphImage)?.src,
    modified: seo?.opengraphModifiedTime || node.modified || undefined,
    published: seo?.opengraphPublishedTime || (kind === 'post' ? node.date || undefined : undefined),
    breadcrumbs: (seo?.breadcrumbs ?? []).flatMap((crumb) => (crumb?.url ? [{ label: plain(crumb.text), url: toSiteHref(crumb.url, internal) }] : [])),
    noindex: node.noindex,
  };
}


/** The node of either page query: with content-blocks' flat `editorBlocks`, or wp-graphql-gutenberg's `blocks`. */
type Node = NonNullable<PageByUriQuery['nodeByUri'] | PageByUriGutenbergQuery['nodeByUri']>;
type PageNode = Extract<Node, { __typename: 'Page' }>;
type PostNode = Extract<Node, { __typename: 'Post' }>;

async function baseFields(node: PageNode | PostNode, kind: CmsPage['kind']): Promise<CmsNodeBase> {
  const uri = normalizeUri(str(node.uri));
  const title = displayTitle(node.title, 'excerpt' in node ? node.excerpt : null);
  const blocks = nodeBlocks(node);
  const facts = { date: node.date, modified: node.modified, noindex: isNoindex(node) };
  return {
    id: node.databaseId,
    uri,
    slug: str(node.slug),
    title,
    date: str(node.date),
    modified: str(node.modified),
    blocks,
    // Reads each block once, for its image fields' ids; the page's `prepareBlocks` reuses the read.
    images: await getMediaItems(collectImageIds(blocks, blockRegistry)),
    seo: node.seo ? toSeo(node.seo, { uri, title, ...facts }, kind) : { ...toSeo(null, { uri, title: ownTitle(title), ...facts }, kind), description: ownDescription('excerpt' in node ? str(node.excerpt) : '', blocks) },
    featuredImage: toImageRecord(node.featuredImage?.node),
  };
}

function toLead(lead: PostNode['postLeadSection']): CmsLeadSection {
  const leadImage = toImageRecord(lead?.leadImage?.node);
  if (lead?.type === 'image' && leadImage) return { type: 'image', image: leadImage };
  if (lead?.type === 'paragraph' && lead.leadParagraph) return { type: 'paragraph', text: lead.leadParagraph };
  return null;
}

/** The post's author, when it shows one: the first leader of the ACF post-object field. */
function toAuthor(data: PostNode['postAuthorData']): CmsPostNode['author'] {
  if (!data?.displayAuthor) return null;
  const leader = data.author?.nodes.find((node) => 'title' in node);
  return leader && 'title' in leader ? { name: plain(leader.title), title: plain(leader.leaderFields?.title) } : null;
}

async function toPost(node: PostNode): Promise<CmsPostNode> {
  const media = node.postMediaContact;
  const contact = media?.mediaContact;
  return {
    ...(await baseFields(node, 'post')),
    kind: 'post',
    excerpt: str(node.excerpt),
    categories: (node.categories?.nodes ?? []).map((term) => ({ name: plain(term.name), slug: str(term.slug), description: str(term.description) })),
    tags: (node.tags?.nodes ?? []).map((term) => ({ name: plain(term.name), slug: str(term.slug) })),
    layoutType: str(node.postFields?.layoutType),
    location: str(node.postFields?.location),
    titleAlignment: str(node.postFields?.titleAlignment),
    mediaContactHide: node.postFields?.mediaContactHide === true,
    mediaContactOverride: media?.overwrite && contact ? { contact: str(contact.contact), phone: str(contact.phone), email: str(contact.email) } : null,
    aboutHtml: str(media?.aboutCompany),
    contactItems: (media?.contactItems ?? []).flatMap((item) => (item ? [{ html: str(item.content), phone: str(item.phone), email: str(item.mediaContactEmail) }] : [])),
    author: toAuthor(node.postAuthorData),
    lead: toLead(node.postLeadSection),
  };
}

async function toPage(node: Node): Promise<CmsPage | null> {
  if (node.__typename === 'Post') return toPost(node);
  if (node.__typename !== 'Page') return null;
  return {
    ...(await baseFields(node, 'page')),
    kind: 'page',
    isFrontPage: node.isFrontPage,
    template: str(node.template?.templateName),
    layoutType: str(node.pageLayout?.layoutType) || 'default',
  };
}

/** The page query of the configured block plugin (`CMS_BLOCKS`). */
async function queryNode(uri: string): Promise<Node | null> {
  if (getSiteConfig().cmsBlocks === 'gutenberg') return (await cmsQuery(PageByUriGutenbergDocument, { uri })).nodeByUri;
  return (await cmsQuery(PageByUriDocument, { uri })).nodeByUri;
}

const loadPage = cache(async (uri: string): Promise<CmsPage | null> => {
  const node = await queryNode(uri);
  return node ? toPage(node) : null;
});

/** The page or post at a uri ('/about' and '/about/' are the same page), or null when there is none. */
export function getPageByUri(uri: string): Promise<CmsPage | null> {
  return loadPage(normalizeUri(uri));
}
