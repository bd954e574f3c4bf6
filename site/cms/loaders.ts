/**
 * The site's data functions. Each runs one typed operation and reshapes the payload once, so no
 * component sees a GraphQL edge, a `nodes` list, an entity-encoded title or a CMS-host URL.
 * Page and frame loads are wrapped in React `cache()`: `generateMetadata` and the page share one.
 */
import { cache } from 'react';
import {
  AllUrisDocument,
  LeadersDocument,
  MarketsDocument,
  MediaItemsDocument,
  MenuItemsPageDocument,
  PageByUriDocument,
  PageByUriGutenbergDocument,
  SiteDefaultsDocument,
  SiteFrameDocument,
  type MenuItemFieldsFragment,
  type MenuItemsPageFieldsFragment,
  type MenuItemsPageQuery,
  type PageByUriGutenbergQuery,
  type PageByUriQuery,
  type SeoFragment,
  type SiteDefaultsQuery,
  type SiteFrameQuery,
} from '../../codegen/generated/graphql';
import { blockRegistry } from '../../codegen/generated/registry';
import { collectImageIds, decodeEntities, type ImageMap, normalizePayload, type RawBlock } from '../../engine';
import type { CtaCard, ImageRecord, MarketRecord, Member } from '../../records';
import { getSiteConfig } from '../../config';
import { cmsQuery } from './client';
import { toImageRecord } from './images';
import { ownDescription, ownTitle } from './own-seo';
import { normalizeUri, originOf, toSiteHref } from './uri';

export { normalizeUri } from './uri';
export type { CtaCard, MarketRecord, Member };

export interface CmsSeo {
  readonly title: string;
  readonly description: string;
  /** The path of the CMS canonical URL (spec 2.1), or the page's uri; prefix it with the public host. */
  readonly canonicalPath: string;
  readonly ogImage: string | undefined;
  readonly modified: string | undefined;
  readonly published: string | undefined;
  readonly breadcrumbs: ReadonlyArray<{ readonly label: string; readonly url: string }>;
  /** Kept out of search engines and the sitemap (Yoast's `noindex`). */
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
  /** 'whitespaceright' adds a visual variant (spec 2.3). */
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
  /** The post's own media contact, when it overrides the site's (DESIGN §7); null otherwise. */
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

/** The known menus (spec 2.1). */
export type MenuSlug = 'main-menu' | 'top-nav-bar' | 'footer-menu' | 'legal-menu';

export interface FeaturedMenuItem {
  readonly heading: string;
  readonly link: { readonly url: string; readonly title: string; readonly target: string };
  readonly image: ImageRecord;
}

/** A menu item in a flat list, in menu order; `parentId` null for a root. */
export interface MenuItem {
  readonly id: number;
  readonly parentId: number | null;
  /** Plain text (entities decoded). */
  readonly label: string;
  /** A path for this site's pages, an absolute URL otherwise. */
  readonly url: string;
  /** '' or e.g. '_blank'. */
  readonly target: string;
  readonly cssClasses: readonly string[];
  /** The dropdown's featured panel; present only when it has both a link and an image (spec 2.1). */
  readonly featured: FeaturedMenuItem | null;
}

export interface SiteOptions {
  /** HTML. */
  readonly footerContactInfo: string;
  readonly socialLinks: ReadonlyArray<{ readonly url: string; readonly network: string }>;
  readonly mediaContact: CmsMediaContact | null;
  /** HTML. */
  readonly gdprDescription: string;
}

/** What every page's header and footer need. */
export interface SiteFrame {
  readonly brand: string;
  readonly company: string;
  readonly portal: string;
  readonly menus: Readonly<Record<MenuSlug, readonly MenuItem[]>>;
  readonly options: SiteOptions;
}

// ---------------------------------------------------------------- helpers

const str = (value: string | null | undefined): string => value ?? '';
const plain = (value: string | null | undefined): string => decodeEntities(str(value));

function canonicalPath(canonical: string | null | undefined, uri: string): string {
  if (!canonical) return uri;
  try {
    return normalizeUri(new URL(canonical, 'http://cms.invalid').pathname);
  } catch {
    return uri;
  }
}

function toSeo(seo: SeoFragment | null, node: { uri: string; title: string; date: string | null; modified: string | null }, kind: CmsPage['kind']): CmsSeo {
  const internal = internalOrigins();
  return {
    title: plain(seo?.title) || node.title,
    description: plain(seo?.metaDesc),
    canonicalPath: canonicalPath(seo?.canonical, node.uri),
    ogImage: toImageRecord(seo?.opengraphImage)?.src,
    modified: seo?.opengraphModifiedTime || node.modified || undefined,
    published: seo?.opengraphPublishedTime || (kind === 'post' ? node.date || undefined : undefined),
    breadcrumbs: (seo?.breadcrumbs ?? []).flatMap((crumb) => (crumb?.url ? [{ label: plain(crumb.text), url: toSiteHref(crumb.url, internal) }] : [])),
    noindex: seo?.metaRobotsNoindex === 'noindex',
  };
}

/** Origins whose links are this site's own pages: the public site, and the CMS host when it is remote. */
function internalOrigins(cmsUrl?: string | null): string[] {
  const config = getSiteConfig();
  return [config.publicSiteUrl, cmsUrl, config.cmsGraphqlUrl].flatMap((url) => originOf(url) ?? []);
}

// ---------------------------------------------------------------- pages and posts

/** The node of either page query: with content-blocks' flat `editorBlocks`, or wp-graphql-gutenberg's `blocks`. */
type Node = NonNullable<PageByUriQuery['nodeByUri'] | PageByUriGutenbergQuery['nodeByUri']>;
type PageNode = Extract<Node, { __typename: 'Page' }>;
type PostNode = Extract<Node, { __typename: 'Post' }>;

const blocksOf = (node: PageNode | PostNode): readonly unknown[] => ('editorBlocks' in node ? node.editorBlocks : node.blocks) ?? [];

/** WPGraphQL serves at most 100 nodes a page. */
const MEDIA_PAGE_SIZE = 100;

/** The media items with these attachment ids, keyed by id as the block data holds them; one request per 100. */
export async function getMediaItems(ids: readonly string[]): Promise<ImageMap> {
  const images = new Map<string, unknown>();
  for (let start = 0; start < ids.length; start += MEDIA_PAGE_SIZE) {
    const chunk = ids.slice(start, start + MEDIA_PAGE_SIZE);
    const { mediaItems } = await cmsQuery(MediaItemsDocument, { ids: chunk, first: chunk.length });
    for (const node of mediaItems?.nodes ?? []) {
      const record = toImageRecord(node);
      if (record !== undefined) images.set(String(node.databaseId), record);
    }
  }
  return images;
}

async function baseFields(node: PageNode | PostNode, kind: CmsPage['kind']): Promise<CmsNodeBase> {
  const uri = normalizeUri(str(node.uri));
  const title = plain(node.title);
  const blocks = normalizePayload(blocksOf(node)).blocks;
  return {
    id: node.databaseId,
    uri,
    slug: str(node.slug),
    title,
    date: str(node.date),
    modified: str(node.modified),
    blocks,
    images: await getMediaItems(collectImageIds(blocks, blockRegistry)),
    seo: node.seo ? toSeo(node.seo, { uri, title, date: node.date, modified: node.modified }, kind) : { ...toSeo(null, { uri, title: ownTitle(title), date: node.date, modified: node.modified }, kind), description: ownDescription('excerpt' in node ? str(node.excerpt) : '', blocks) },
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

// ---------------------------------------------------------------- frame

type MenuNode = SiteFrameQuery['mainMenu'];

/** A menu's items: the first 100 from the frame query, then page after page until the last (WPGraphQL pages at 100). */
async function allMenuItems(menu: MenuNode): Promise<MenuItemFieldsFragment[]> {
  if (!menu) return [];
  const items = [...(menu.menuItems?.nodes ?? [])];
  let page: MenuItemsPageFieldsFragment | null | undefined = menu.menuItems;
  while (page?.pageInfo.hasNextPage && page.pageInfo.endCursor && menu.slug) {
    const next: MenuItemsPageQuery = await cmsQuery(MenuItemsPageDocument, { slug: menu.slug, after: page.pageInfo.endCursor });
    page = next.menu?.menuItems;
    items.push(...(page?.nodes ?? []));
  }
  return items;
}

function toMenuItems(menuItems: readonly MenuItemFieldsFragment[], internal: readonly string[]): MenuItem[] {
  const nodes = [...menuItems].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  const ids = new Set(nodes.map((node) => node.databaseId));
  return nodes.map((node) => ({
    id: node.databaseId,
    // An item whose parent is not in the menu (e.g. a draft) is shown as a root rather than lost.
    parentId: node.parentDatabaseId && ids.has(node.parentDatabaseId) ? node.parentDatabaseId : null,
    label: plain(node.label),
    url: toSiteHref(str(node.url) || str(node.path) || '#', internal),
    target: str(node.target),
    cssClasses: (node.cssClasses ?? []).flatMap((name) => (name ? [name] : [])),
    featured: toFeatured(node.featuredMenuItem, internal),
  }));
}

function toFeatured(featured: MenuItemFieldsFragment['featuredMenuItem'], internal: readonly string[]): FeaturedMenuItem | null {
  const picture = toImageRecord(featured?.image?.node);
  if (!featured?.link?.url || !picture) return null;
  return {
    heading: plain(featured.heading),
    link: { url: toSiteHref(featured.link.url, internal), title: plain(featured.link.title), target: str(featured.link.target) },
    image: picture,
  };
}

function toOptions(options: SiteFrameQuery['siteOptions']): SiteOptions {
  const site = options?.siteSettings;
  const contact = site?.mediaContact;
  return {
    footerContactInfo: str(site?.footerContactInfo),
    socialLinks: (site?.socialMediaLinks ?? []).flatMap((link) => (link?.link ? [{ url: link.link, network: str(link.social) }] : [])),
    mediaContact: contact ? { contact: str(contact.contact), email: str(contact.email), phone: str(contact.phone) } : null,
    gdprDescription: str(options?.gdpr?.gdprDescription),
  };
}

/** Menus (flat, per slug), site options and brand words for the header and footer. */
export const getSiteFrame = cache(async (): Promise<SiteFrame> => {
  const data = await cmsQuery(SiteFrameDocument, {});
  const internal = internalOrigins(data.generalSettings?.url);
  const { brand, company, portal } = getSiteConfig();
  const [main, top, footer, legal] = await Promise.all([data.mainMenu, data.topNavBar, data.footerMenu, data.legalMenu].map(allMenuItems));
  const menus: Record<MenuSlug, readonly MenuItem[]> = {
    'main-menu': toMenuItems(main ?? [], internal),
    'top-nav-bar': toMenuItems(top ?? [], internal),
    'footer-menu': toMenuItems(footer ?? [], internal),
    'legal-menu': toMenuItems(legal ?? [], internal),
  };
  return { brand, company, portal, menus, options: toOptions(data.siteOptions) };
});

// ---------------------------------------------------------------- site-wide block defaults

/** A number-grid figure as the CMS stores it; `'None'` affixes are hidden by the renderer. */
export interface NumberGridItem {
  readonly prefix: string;
  readonly number: string;
  readonly suffix: string;
  readonly heading: string;
}

/** What blocks fall back to when they use the site-wide data (spec 3 "Site defaults"). */
export interface SiteDefaults {
  readonly numberModule: { readonly heading: string; readonly background: string; readonly items: readonly NumberGridItem[] };
  readonly ctaCardGrid: { readonly heading: string; readonly cards: readonly CtaCard[] };
}

type DefaultsOptions = NonNullable<SiteDefaultsQuery['siteOptions']>;

function toNumberModule(module: DefaultsOptions['numberModuleDefaults']): SiteDefaults['numberModule'] {
  return {
    heading: plain(module?.mainHeading),
    background: str(module?.backgroundColor),
    items: (module?.numberGrid ?? []).flatMap((item) =>
      item ? [{ prefix: str(item.prefix), number: str(item.number), suffix: str(item.suffix), heading: plain(item.heading) }] : [],
    ),
  };
}

function toCtaCardGrid(grid: DefaultsOptions['ctaCardGridDefaults'], internal: readonly string[]): SiteDefaults['ctaCardGrid'] {
  return {
    heading: plain(grid?.mainHeader),
    cards: (grid?.grid ?? []).flatMap((card) => {
      if (!card) return [];
      const cta = card.cta?.url ? { url: toSiteHref(card.cta.url, internal), title: plain(card.cta.title), target: str(card.cta.target) } : undefined;
      return [{ heading: plain(card.mainHeader), image: toImageRecord(card.backgroundImage?.node), cta }];
    }),
  };
}

/** The site-wide block defaults, loaded once per request. */
export const getSiteDefaults = cache(async (): Promise<SiteDefaults> => {
  const { siteOptions } = await cmsQuery(SiteDefaultsDocument, {});
  return {
    numberModule: toNumberModule(siteOptions?.numberModuleDefaults ?? null),
    ctaCardGrid: toCtaCardGrid(siteOptions?.ctaCardGridDefaults ?? null, internalOrigins()),
  };
});

// ---------------------------------------------------------------- every uri

export interface UriEntry {
  readonly uri: string;
  readonly kind: CmsPage['kind'];
  readonly modified: string;
  /** Yoast's `noindex`: served, but left out of the sitemap. */
  readonly noindex: boolean;
}

const URIS_PAGE_SIZE = 100;

/** Where a connection stands: whether it has more, and the cursor to continue after. */
interface Cursor {
  readonly more: boolean;
  readonly after: string | null;
}

function advance(cursor: Cursor, connection: { readonly pageInfo: { readonly hasNextPage: boolean; readonly endCursor: string | null } } | null | undefined): Cursor {
  if (!cursor.more) return cursor;
  const endCursor = connection?.pageInfo.endCursor ?? null;
  return { more: connection?.pageInfo.hasNextPage === true && endCursor !== null, after: endCursor };
}

/** Every page and post uri with its modified date (the sitemap), paging through both connections. */
export const getAllUriEntries = cache(async (): Promise<UriEntry[]> => {
  const entries: UriEntry[] = [];
  let pages: Cursor = { more: true, after: null };
  let posts: Cursor = { more: true, after: null };
  while (pages.more || posts.more) {
    const data = await cmsQuery(AllUrisDocument, { first: URIS_PAGE_SIZE, pagesAfter: pages.after, postsAfter: posts.after, withPages: pages.more, withPosts: posts.more });
    for (const node of data.pages?.nodes ?? []) if (node.uri) entries.push({ uri: normalizeUri(node.uri), kind: 'page', modified: str(node.modified), noindex: node.seo?.metaRobotsNoindex === 'noindex' });
    for (const node of data.posts?.nodes ?? []) if (node.uri) entries.push({ uri: normalizeUri(node.uri), kind: 'post', modified: str(node.modified), noindex: node.seo?.metaRobotsNoindex === 'noindex' });
    pages = advance(pages, data.pages);
    posts = advance(posts, data.posts);
  }
  return entries;
});

/** Every page and post uri, for `generateStaticParams`. */
export async function getAllUris(): Promise<string[]> {
  return [...new Set((await getAllUriEntries()).map((entry) => entry.uri))];
}

// ---------------------------------------------------------------- people and markets

const LEADERS_PAGE_SIZE = 100;

/** Every member, by id and by name, loaded once per request (pages refer to few, sites hold few). */
export const getMembers = cache(async (): Promise<{ readonly byId: ReadonlyMap<number, Member>; readonly byName: ReadonlyMap<string, Member> }> => {
  const members: Member[] = [];
  let cursor: Cursor = { more: true, after: null };
  while (cursor.more) {
    const { leaders } = await cmsQuery(LeadersDocument, { first: LEADERS_PAGE_SIZE, after: cursor.after });
    for (const node of leaders?.nodes ?? []) {
      members.push({
        id: node.databaseId,
        name: plain(node.title),
        position: str(node.leaderFields?.position) || str(node.leaderFields?.title),
        bio: str(node.content),
        image: toImageRecord(node.featuredImage?.node),
      });
    }
    cursor = advance(cursor, leaders);
  }
  return { byId: new Map(members.map((member) => [member.id, member])), byName: new Map(members.map((member) => [member.name, member])) };
});

const MARKETS_PAGE_SIZE = 100;

/** Every market of the region maps (the maps' propertiesQuery): the market post type, loaded once per request. */
export const getMarkets = cache(async (): Promise<readonly MarketRecord[]> => {
  const markets: MarketRecord[] = [];
  let cursor: Cursor = { more: true, after: null };
  while (cursor.more) {
    const page = (await cmsQuery(MarketsDocument, { first: MARKETS_PAGE_SIZE, after: cursor.after })).markets;
    for (const node of page?.nodes ?? []) {
      const fields = node.marketFields;
      markets.push({
        name: plain(node.title),
        state: str(fields?.state),
        region: str(fields?.region),
        number_of_properties: fields?.numberOfProperties ?? 0,
        total_square_feet: fields?.totalSquareFeet ?? 0,
        slug: str(node.slug),
        coordinates: str(fields?.coordinates),
      });
    }
    cursor = advance(cursor, page);
  }
  return markets;
});
