/**
 * The embedded CMS: the site's GraphQL schema (codegen/schema.graphql, via the generated SDL
 * constant) executed in process over content/. It answers the same operations a WordPress with
 * WPGraphQL answers, with the same conventions: base64 global ids, absolute links on the CMS host
 * (here the public site URL), trailing-slash uris, opaque cursors.
 */
import { buildSchema, GraphQLError, isInterfaceType, isObjectType, type GraphQLSchema } from 'graphql';
import type {
  MenuMenuItemsArgs,
  MenuNodeIdTypeEnum,
  PostCategoriesArgs,
  PostTagsArgs,
  RootQueryCategoriesArgs,
  RootQueryEmployeesArgs,
  RootQueryLeadersArgs,
  RootQueryMenuArgs,
  RootQueryMenusArgs,
  RootQueryNodeByUriArgs,
  RootQueryPagesArgs,
  RootQueryPostsArgs,
  RootQueryTagsArgs,
  RootQueryToPostConnectionWhereArgs,
} from '../../codegen/generated/graphql';
import { schemaSdl } from '../../codegen/generated/schema-sdl';
import { content, type ContentBlock, type ContentEmployee, type ContentPerson, type ContentMenu, type ContentMenuItem, type ContentPage, type ContentPost, type ContentSeo, type ContentTerm } from '../../content';
import { getSiteConfig } from '../config';
import { normalizeUri } from './uri';

type ContentNode = ContentPage | ContentPost;

const postSet: ReadonlySet<object> = new Set<object>(content.posts);
const isPost = (node: ContentNode): node is ContentPost => postSet.has(node);

/** WPGraphQL's global ids: base64 of `post:12` or `term:7`. */
const globalId = (kind: 'post' | 'term', databaseId: number): string => Buffer.from(`${kind}:${databaseId}`).toString('base64');

/** The CMS host: for the embedded CMS, the site itself. */
const absolute = (pathOrUrl: string): string => new URL(pathOrUrl, `${getSiteConfig().publicSiteUrl}/`).toString();

const mediaById = new Map(content.site.media.map((item) => [item.databaseId, item]));
const media = (id: number | null | undefined) => (id == null ? null : (mediaById.get(id) ?? null));

const nodesByUri = new Map<string, ContentNode>([...content.pages, ...content.posts].map((node) => [normalizeUri(node.uri), node]));
const postsNewestFirst = [...content.posts].sort((a, b) => b.date.localeCompare(a.date));

/** Posts per category or tag slug (`count` of a term). */
const countBy = (slugsOf: (post: ContentPost) => readonly string[]): ReadonlyMap<string, number> => {
  const counts = new Map<string, number>();
  for (const post of content.posts) for (const slug of new Set(slugsOf(post))) counts.set(slug, (counts.get(slug) ?? 0) + 1);
  return counts;
};
const categoryCounts = countBy((post) => post.categories);
const tagCounts = countBy((post) => post.tags);

// ---------------------------------------------------------------- connections

const encodeCursor = (offset: number): string => Buffer.from(`arrayconnection:${offset}`).toString('base64');

function decodeCursor(cursor: string): number {
  const match = /^arrayconnection:(\d+)$/.exec(Buffer.from(cursor, 'base64').toString('utf8'));
  if (!match?.[1]) throw new GraphQLError(`Invalid cursor: ${cursor}`);
  return Number(match[1]);
}

/** A forward connection over a list: `first` items after the `after` cursor (WPGraphQL's default page is 10). */
function connection<T>(items: readonly T[], args: { first?: number | null; after?: string | null }) {
  const first = args.first ?? 10;
  if (first < 0) throw new GraphQLError('Argument "first" must be a non-negative integer.');
  const start = args.after ? decodeCursor(args.after) + 1 : 0;
  const nodes = items.slice(start, start + first);
  return {
    nodes,
    pageInfo: {
      hasNextPage: start + first < items.length,
      hasPreviousPage: start > 0,
      startCursor: nodes.length > 0 ? encodeCursor(start) : null,
      endCursor: nodes.length > 0 ? encodeCursor(start + nodes.length - 1) : null,
    },
  };
}

// ---------------------------------------------------------------- posts

const lower = (value: string) => value.toLowerCase();
const categoriesBySlug = new Map(content.site.categories.map((term) => [term.slug, term]));
const tagsBySlug = new Map(content.site.tags.map((term) => [term.slug, term]));
const terms = (slugs: readonly string[], bySlug: ReadonlyMap<string, ContentTerm>) =>
  slugs.flatMap((slug) => bySlug.get(slug) ?? []);

/** The text a WordPress search matches: title, excerpt and content. */
const searchText = (post: ContentPost): string => lower(`${post.title} ${post.excerpt} ${renderHtml(post.blocks)}`.replace(/<[^>]*>/g, ' '));

function matchesWhere(post: ContentPost, where: RootQueryToPostConnectionWhereArgs): boolean {
  const { categoryName, tag, search, dateQuery } = where;
  // WP_Query's category_name is a slug; a name is accepted too, without regard to case (spec 2.3).
  if (categoryName && !terms(post.categories, categoriesBySlug).some((term) => lower(term.slug) === lower(categoryName) || lower(term.name) === lower(categoryName))) return false;
  if (tag && !post.tags.includes(lower(tag))) return false;
  if (search && !searchText(post).includes(lower(search.trim()))) return false;
  if (dateQuery?.year && !post.date.startsWith(String(dateQuery.year))) return false;
  if (dateQuery?.month && Number(post.date.slice(5, 7)) !== dateQuery.month) return false;
  return true;
}

type PostOrder = NonNullable<NonNullable<RootQueryToPostConnectionWhereArgs['orderby']>[number]>;
const orderKeys: Readonly<Record<PostOrder['field'], (post: ContentPost) => string>> = {
  DATE: (post) => post.date,
  MODIFIED: (post) => post.modified,
  TITLE: (post) => post.title.toLowerCase(),
  SLUG: (post) => post.slug,
};

/** The posts a `where` selects, in its order (newest first by default, as WordPress). */
function selectPosts(where: RootQueryToPostConnectionWhereArgs | null | undefined): readonly ContentPost[] {
  const matching = where ? postsNewestFirst.filter((post) => matchesWhere(post, where)) : postsNewestFirst;
  const order = where?.orderby?.find((item) => item != null);
  if (!order || (order.field === 'DATE' && order.order === 'DESC')) return matching;
  const key = orderKeys[order.field];
  const direction = order.order === 'ASC' ? 1 : -1;
  return [...matching].sort((a, b) => direction * key(a).localeCompare(key(b)));
}

// ---------------------------------------------------------------- content HTML

/** Where a wrapper's inner blocks go in its saved HTML: before a caption or citation, else before its closing tag. */
function insertInner(wrapper: string, inner: string): string {
  const caption = wrapper.search(/<(cite|figcaption)\b/);
  const at = caption >= 0 ? caption : wrapper.lastIndexOf('</');
  return at < 0 ? `${wrapper}${inner}` : `${wrapper.slice(0, at)}${inner}${wrapper.slice(at)}`;
}

/** The post's rendered `content`, rebuilt from its blocks' saved HTML. */
function renderHtml(blocks: readonly ContentBlock[]): string {
  return blocks.map((block) => (block.innerBlocks.length > 0 ? insertInner(block.originalContent, renderHtml(block.innerBlocks)) : block.originalContent)).join('\n');
}

// ---------------------------------------------------------------- menus

const menuItemOrder = new Map<ContentMenuItem, number>(content.site.menus.flatMap((menu) => menu.items.map((item, index) => [item, index + 1] as const)));

/** How `menu(id, idType)` matches; a menu location is its slug here. */
const menuMatchers: Readonly<Record<MenuNodeIdTypeEnum, (menu: ContentMenu, id: string) => boolean>> = {
  ID: (menu, id) => globalId('term', menu.databaseId) === id,
  DATABASE_ID: (menu, id) => String(menu.databaseId) === id,
  SLUG: (menu, id) => menu.slug === id,
  LOCATION: (menu, id) => menu.slug === id,
  NAME: (menu, id) => menu.name === id,
};

const findMenu = ({ id, idType }: RootQueryMenuArgs): ContentMenu | undefined =>
  content.site.menus.find((menu) => menuMatchers[idType ?? 'ID'](menu, id));

// ---------------------------------------------------------------- resolvers

const seo = (value: ContentSeo) => ({
  ...value,
  canonical: absolute(value.canonical),
  opengraphImage: media(value.opengraphImageId),
  breadcrumbs: value.breadcrumbs.map((crumb) => ({ text: crumb.text, url: absolute(crumb.url) })),
});

/** Fields that pages and posts resolve alike. */
const nodeFields = (contentType: 'page' | 'post') => ({
  id: (node: ContentNode) => globalId('post', node.databaseId),
  link: (node: ContentNode) => absolute(node.uri),
  content: (node: ContentNode) => renderHtml(node.blocks),
  contentType: () => ({ node: { name: contentType } }),
  seo: (node: ContentNode) => seo(node.seo),
  featuredImage: (node: ContentNode) => {
    const image = media(node.featuredImageId);
    return image === null ? null : { node: image };
  },
});

/** A resolver's parameters are checked against the schema by tests, not by the compiler (hence bivariant). */
type FieldResolver = { bivariance(parent: unknown, args: Record<string, unknown>): unknown }['bivariance'];
type TypeResolver = { bivariance(value: unknown): string }['bivariance'];

const fieldResolvers: Readonly<Record<string, Readonly<Record<string, FieldResolver>>>> = {
  RootQuery: {
    nodeByUri: (_: unknown, { uri }: RootQueryNodeByUriArgs) => nodesByUri.get(normalizeUri(uri)) ?? null,
    pages: (_: unknown, args: RootQueryPagesArgs) => connection(content.pages, args),
    posts: (_: unknown, { where, ...args }: RootQueryPostsArgs) => connection(selectPosts(where), args),
    categories: (_: unknown, args: RootQueryCategoriesArgs) => connection(content.site.categories, args),
    tags: (_: unknown, args: RootQueryTagsArgs) => connection(content.site.tags, args),
    menus: (_: unknown, { first, where }: RootQueryMenusArgs) => ({
      nodes: content.site.menus.filter((menu) => (where?.slug == null || menu.slug === where.slug) && (where?.id == null || menu.databaseId === where.id)).slice(0, first ?? 10),
    }),
    menu: (_: unknown, args: RootQueryMenuArgs) => findMenu(args) ?? null,
    siteOptions: () => content.site.siteOptions,
    employees: (_: unknown, { first, where }: RootQueryEmployeesArgs) => {
      const ids = where?.in?.flatMap((id) => (id == null ? [] : [Number(id)]));
      return connection(ids === undefined ? content.employees : content.employees.filter((employee) => ids.includes(employee.databaseId)), { first });
    },
    jobOpenings: () => content.jobFeed,
    generalSettings: () => ({ ...content.site.generalSettings, url: getSiteConfig().publicSiteUrl }),
    leaders: (_: unknown, args: RootQueryLeadersArgs) => connection(content.people, args),
    markets: () => content.markets,
  },
  Page: {
    ...nodeFields('page'),
    isFrontPage: (page: ContentPage) => page.isFrontPage ?? false,
    template: (page: ContentPage) => ({ templateName: page.templateName }),
    pageLayout: (page: ContentPage) => ({ layoutType: page.layoutType }),
  },
  Post: {
    ...nodeFields('post'),
    categories: (post: ContentPost, { first }: PostCategoriesArgs) => ({ nodes: terms(post.categories, categoriesBySlug).slice(0, first ?? 10) }),
    tags: (post: ContentPost, { first }: PostTagsArgs) => ({ nodes: terms(post.tags, tagsBySlug).slice(0, first ?? 10) }),
    postLeadSection: ({ postLeadSection: lead }: ContentPost) => ({ ...lead, leadImage: media(lead.leadImageId) }),
  },
  Employee: { id: (employee: ContentEmployee) => globalId('post', employee.databaseId) },
  Employee_AcfEmployee: { image: (fields: ContentEmployee['acf_employee']) => media(fields.imageId) },
  Leader: {
    id: (leader: { databaseId: number }) => globalId('post', leader.databaseId),
    // A post's author carries its own acf_leader_meta; a person of content/people.json does not.
    acf_leader_meta: (leader: Partial<ContentPerson> & { acf_leader_meta?: unknown }) =>
      leader.acf_leader_meta ?? { title: leader.positionText ?? null, position: leader.position ?? null },
    featuredImage: (leader: Partial<ContentPerson>) => (leader.image ? { node: leader.image } : null),
  },
  MediaItem: {
    id: (item: { databaseId: number }) => globalId('post', item.databaseId),
    sourceUrl: (item: { mediaItemUrl: string }) => item.mediaItemUrl,
    srcSet: () => null,
    mediaDetails: () => null,
  },
  SiteOptions_CtaRegionCardGrid2_Grid: {
    backgroundImage: (card: { backgroundImageId: number }) => media(card.backgroundImageId),
  },
  Category: {
    id: (term: ContentTerm) => globalId('term', term.databaseId),
    uri: (term: ContentTerm) => `/category/${term.slug}/`,
    count: (term: ContentTerm) => categoryCounts.get(term.slug) ?? 0,
  },
  Tag: {
    id: (term: ContentTerm) => globalId('term', term.databaseId),
    uri: (term: ContentTerm) => `/tag/${term.slug}/`,
    count: (term: ContentTerm) => tagCounts.get(term.slug) ?? 0,
  },
  Menu: {
    id: (menu: ContentMenu) => globalId('term', menu.databaseId),
    menuItems: (menu: ContentMenu, args: MenuMenuItemsArgs) => connection(menu.items, args),
  },
  MenuItem: {
    id: (item: ContentMenuItem) => globalId('post', item.databaseId),
    url: (item: ContentMenuItem) => (item.url.startsWith('/') ? absolute(item.url) : item.url),
    path: (item: ContentMenuItem) => new URL(item.url, 'http://cms.invalid').pathname,
    title: () => null,
    parentId: (item: ContentMenuItem) => (item.parentDatabaseId === 0 ? null : globalId('post', item.parentDatabaseId)),
    order: (item: ContentMenuItem) => menuItemOrder.get(item) ?? 0,
    acf_featured_menu_item: ({ acf_featured_menu_item: featured }: ContentMenuItem) =>
      featured === undefined ? null : { heading: featured.heading, link: featured.link, image: media(featured.imageId) },
  },
};

/** Which concrete type an interface value is. */
const typeResolvers: Readonly<Record<string, TypeResolver>> = {
  UniformResourceIdentifiable: (node: ContentNode) => (isPost(node) ? 'Post' : 'Page'),
  Block: () => 'GenericBlock',
  ContentTemplate: () => 'DefaultTemplate',
};

/**
 * Attaches the resolvers to the schema built from the SDL. Only `graphql` itself is involved:
 * `@graphql-tools/schema` is a devDependency, and a second copy of `graphql` loaded through it
 * (CommonJS next to ESM) breaks `instanceof` checks at run time.
 */
function attachResolvers(schema: GraphQLSchema): GraphQLSchema {
  for (const [typeName, fields] of Object.entries(fieldResolvers)) {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) throw new Error(`Embedded CMS: ${typeName} is not an object type of the schema`);
    const schemaFields = type.getFields();
    for (const [fieldName, resolve] of Object.entries(fields)) {
      const field = schemaFields[fieldName];
      if (field === undefined) throw new Error(`Embedded CMS: ${typeName}.${fieldName} is not in the schema`);
      field.resolve = (source, args: Record<string, unknown>) => resolve(source, args);
    }
  }
  for (const [typeName, resolveType] of Object.entries(typeResolvers)) {
    const type = schema.getType(typeName);
    if (!isInterfaceType(type)) throw new Error(`Embedded CMS: ${typeName} is not an interface of the schema`);
    type.resolveType = (value) => resolveType(value);
  }
  return schema;
}

let schema: GraphQLSchema | undefined;

/** The executable schema over content/, built once per process. */
export function getEmbeddedSchema(): GraphQLSchema {
  schema ??= attachResolvers(buildSchema(schemaSdl));
  return schema;
}
