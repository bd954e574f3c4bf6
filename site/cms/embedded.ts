/**
 * The embedded CMS: the site's GraphQL schema (codegen/schema.graphql, via the generated SDL
 * constant) executed in process over content/. It answers the same operations a WordPress with
 * WPGraphQL answers, with the same conventions: base64 global ids, absolute links on the CMS host
 * (here the public site URL), trailing-slash uris, opaque cursors.
 */
import { buildSchema, GraphQLError, GraphQLNonNull, getNamedType, isInterfaceType, isListType, isObjectType, isScalarType, type GraphQLField, type GraphQLSchema } from 'graphql';
import type {
  MenuMenuItemsArgs,
  MenuNodeIdTypeEnum,
  PageEditorBlocksArgs,
  PostCategoriesArgs,
  PostTagsArgs,
  RootQueryCategoriesArgs,
  RootQueryEmployeesArgs,
  RootQueryJobOpeningsArgs,
  RootQueryLeadersArgs,
  RootQueryMarketsArgs,
  RootQueryMediaItemsArgs,
  RootQueryMenuArgs,
  RootQueryNodeByUriArgs,
  RootQueryPagesArgs,
  RootQueryPostsArgs,
  RootQueryTagsArgs,
  RootQueryToPostConnectionWhereArgs,
} from '../../codegen/generated/graphql';
import { schemaSdl } from '../../codegen/generated/schema-sdl';
import {
  content,
  type ContentBlock,
  type ContentEmployee,
  type ContentJob,
  type ContentMarket,
  type ContentMedia,
  type ContentMenu,
  type ContentMenuItem,
  type ContentPage,
  type ContentPerson,
  type ContentPost,
  type ContentSeo,
  type ContentTerm,
} from '../../content';
import { contentBlocksTypeName, htmlToText, isRecord } from '../../engine';
import { getSiteConfig } from '../../config';
import { normalizeUri } from './uri';
import { insertInner } from '../../content/block-html';
import { embeddedPosts } from './embedded-posts';

type ContentNode = ContentPage | ContentPost;

/** The demo posts and the generated archive, built when the schema is first asked for. */
const posts = () => embeddedPosts(searchText);
/** The embedded CMS's post store, for what reads it past GraphQL (the sitemap files). */
export const embeddedPostStore = () => posts();
const isPost = (node: object): node is ContentPost => posts().isPost(node);

/** WPGraphQL's global ids: base64 of `post:12` or `term:7`. */
const globalId = (kind: 'post' | 'term', databaseId: number): string => Buffer.from(`${kind}:${databaseId}`).toString('base64');

/** The CMS host: for the embedded CMS, the site itself. */
const absolute = (pathOrUrl: string): string => new URL(pathOrUrl, `${getSiteConfig().publicSiteUrl}/`).toString();

const mediaById = new Map<number, ContentMedia>(content.site.media.map((item) => [item.databaseId, item]));
const media = (id: number | null | undefined) => (id == null ? null : (mediaById.get(id) ?? null));
/** WPGraphQL for ACF's image field, and the featured image: a one-to-one edge, or null. */
const mediaEdge = (item: ContentMedia | null | undefined) => (item ? { node: item } : null);

const pagesByUri = new Map<string, ContentNode>(content.pages.map((node) => [normalizeUri(node.uri), node]));
/** The page or post at a uri; a post at a uri a page has too is the post, as before. */
const nodeAt = (uri: string): ContentNode | null => posts().byUri(uri) ?? pagesByUri.get(uri) ?? null;

// ---------------------------------------------------------------- connections

const encodeCursor = (offset: number): string => Buffer.from(`arrayconnection:${offset}`).toString('base64');

function decodeCursor(cursor: string): number {
  const match = /^arrayconnection:(\d+)$/.exec(Buffer.from(cursor, 'base64').toString('utf8'));
  if (!match?.[1]) throw new GraphQLError(`Invalid cursor: ${cursor}`);
  return Number(match[1]);
}

/** WPGraphQL's `graphql_connection_max_query_amount`: a page never holds more than 100 nodes. */
const MAX_PAGE = 100;

/** A forward connection over a list: `first` items (10 by default, at most 100, as WPGraphQL) after the `after` cursor. */
function connection<T>(items: { readonly length: number; slice(start: number, end: number): readonly T[] }, args: { first?: number | null; after?: string | null }) {
  if ((args.first ?? 0) < 0) throw new GraphQLError('Argument "first" must be a non-negative integer.');
  const first = Math.min(args.first ?? 10, MAX_PAGE);
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
/** Terms in WordPress's default order, by name without regard to case (what its database's collation sorts by). */
const byName = (terms: readonly ContentTerm[]): readonly ContentTerm[] =>
  [...terms].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.slug.localeCompare(b.slug));
const categoriesByName = byName(content.site.categories);
const tagsByName = byName(content.site.tags);
const categoriesBySlug = new Map(content.site.categories.map((term) => [term.slug, term]));
const tagsBySlug = new Map(content.site.tags.map((term) => [term.slug, term]));
/** A post's terms, ordered as WordPress answers them: by name, whatever order the content lists them in. */
const terms = (slugs: readonly string[], bySlug: ReadonlyMap<string, ContentTerm>) =>
  byName(slugs.flatMap((slug) => bySlug.get(slug) ?? []));

/** The text a WordPress search matches: title, excerpt and content. */
const searchText = (post: ContentPost): string => lower(htmlToText(`${post.title} ${post.excerpt} ${renderHtml(post.blocks)}`));

/** A page of the posts a `where` selects: the listing fields at once, each post's rest when a field asks. */
function postConnection(where: RootQueryToPostConnectionWhereArgs | null | undefined, args: { first?: number | null; after?: string | null }) {
  const store = posts();
  const page = connection(store.select(where), args);
  return { ...page, nodes: page.nodes.map((entry) => store.view(entry)) };
}

// ---------------------------------------------------------------- content HTML

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

// ---------------------------------------------------------------- blocks

/** A block as content-blocks serves it in a flat list: the block, its client id and its parent's. */
interface EditorBlockNode {
  readonly block: ContentBlock;
  readonly clientId: string;
  readonly parentClientId: string | null;
  readonly innerBlocks: readonly EditorBlockNode[];
}

/** Parsed attributes per block, parsed once per process. */
const attributesCache = new WeakMap<ContentBlock, Record<string, unknown>>();
function attributesOf(block: ContentBlock): Record<string, unknown> {
  let attributes = attributesCache.get(block);
  if (attributes === undefined) {
    const parsed: unknown = JSON.parse(block.attributesJSON);
    attributes = isRecord(parsed) ? parsed : {};
    attributesCache.set(block, attributes);
  }
  return attributes;
}

/** The tree with stable client ids (content-blocks makes new ones per request; any unique id serves). */
function editorBlockTree(blocks: readonly ContentBlock[], parentClientId: string | null, prefix: string): EditorBlockNode[] {
  return blocks.map((block, index) => {
    const clientId = `${prefix}${index}`;
    return { block, clientId, parentClientId, innerBlocks: editorBlockTree(block.innerBlocks, clientId, `${clientId}-`) };
  });
}

/** `editorBlocks(flat: true)`, the default: every block in document order; `flat: false`: the top level with `innerBlocks`. */
function editorBlocks(node: ContentNode, { flat }: PageEditorBlocksArgs): EditorBlockNode[] {
  const tree = editorBlockTree(node.blocks, null, `b${node.databaseId}-`);
  if (flat === false) return tree;
  const out: EditorBlockNode[] = [];
  const walk = (list: readonly EditorBlockNode[]) => {
    for (const item of list) {
      out.push(item);
      walk(item.innerBlocks);
    }
  };
  walk(tree);
  return out;
}

// ---------------------------------------------------------------- custom post types

const personById = new Map(content.people.map((person) => [person.databaseId, person]));
const leaderSet = new WeakSet<object>(content.people);

/** A post's author (ACF post object -> a leader), as the leader post type holds it. */
function authorLeader(author: NonNullable<ContentPost['postAuthorData']['author']>): ContentPerson {
  const leader = personById.get(author.databaseId) ?? {
    databaseId: author.databaseId,
    title: author.title,
    slug: author.slug,
    content: '',
    position: '',
    positionText: author.acf_leader_meta.title,
    image: null,
  };
  leaderSet.add(leader);
  return leader;
}

// ---------------------------------------------------------------- resolvers

const seo = (value: ContentSeo) => ({
  ...value,
  canonical: absolute(value.canonical),
  metaRobotsNoindex: value.metaRobotsNoindex ?? 'index',
  opengraphImage: media(value.opengraphImageId),
  breadcrumbs: value.breadcrumbs.map((crumb) => ({ text: crumb.text, url: absolute(crumb.url) })),
});

/**
 * A node's SEO; a listed archive post's noindex without reading the post (the sitemap asks it of
 * every post), its other fields read when asked.
 */
function nodeSeo(node: ContentNode) {
  const entry = posts().entryOf(node);
  if (!entry) return seo(node.seo);
  let whole: ReturnType<typeof seo> | undefined;
  const read = () => (whole ??= seo(node.seo));
  return new Proxy({} as Record<PropertyKey, unknown>, {
    get: (_, key) => (key === 'metaRobotsNoindex' ? (entry.noindex ? 'noindex' : 'index') : Reflect.get(read(), key)),
  });
}

/** The site's plugin's noindex: the same choice as the node's SEO, as that field reads Yoast's. */
const nodeNoindex = (node: ContentNode): boolean => nodeSeo(node).metaRobotsNoindex === 'noindex';

/** Fields that pages and posts resolve alike. */
const nodeFields = {
  id: (node: ContentNode) => globalId('post', node.databaseId),
  link: (node: ContentNode) => absolute(node.uri),
  content: (node: ContentNode) => renderHtml(node.blocks),
  seo: (node: ContentNode) => nodeSeo(node),
  larkspurNoindex: nodeNoindex,
  featuredImage: (node: ContentNode) => mediaEdge(media(node.featuredImageId)),
  editorBlocks: editorBlocks,
  blocks: (node: ContentNode) => node.blocks,
};

/** The ACF options page `site-options`, one field per field group located on it. */
function siteOptions() {
  const options = content.site.siteOptions;
  return {
    id: Buffer.from('acf_options_page:site-options').toString('base64'),
    pageTitle: 'Site options',
    siteSettings: options.acf_site_options,
    gdpr: { gdprDescription: options.acf_options_GDPR.gdprFixedFooter.gdprDescription },
    numberModuleDefaults: { ...options.numberModule.acf_number_module, numberGrid: options.numberModule.numberGrid },
    ctaCardGridDefaults: {
      mainHeader: options.ctaRegionCardGrid2.mainHeader,
      grid: options.ctaRegionCardGrid2.grid.map((card) => ({ mainHeader: card.mainHeader, backgroundImage: mediaEdge(media(card.backgroundImageId)), cta: card.cta })),
    },
    propertyMailboxes: options.acf_property_mailboxes,
  };
}

/** Database ids from a `where.in` (WPGraphQL takes numbers, numeric strings or global ids). */
function idsOf(values: ReadonlyArray<string | number | null> | null | undefined): number[] | undefined {
  return values?.flatMap((value) => {
    if (value === null) return [];
    const text = String(value);
    if (/^\d+$/.test(text)) return [Number(text)];
    const decoded = /^[a-z_]+:(\d+)$/.exec(Buffer.from(text, 'base64').toString('utf8'));
    return decoded?.[1] ? [Number(decoded[1])] : [];
  });
}

/** The items of a list whose database ids are in `in`, in the order of `in` (as WordPress's post__in). */
function byIds<T extends { readonly databaseId: number }>(items: readonly T[], ids: readonly number[] | undefined): readonly T[] {
  if (ids === undefined) return items;
  const found = new Map(items.map((item) => [item.databaseId, item]));
  return ids.flatMap((id) => found.get(id) ?? []);
}

/** A resolver's parameters are checked against the schema by tests, not by the compiler (hence bivariant). */
type FieldResolver = { bivariance(parent: unknown, args: Record<string, unknown>): unknown }['bivariance'];
type TypeResolver = { bivariance(value: unknown): string }['bivariance'];

const fieldResolvers: Readonly<Record<string, Readonly<Record<string, FieldResolver>>>> = {
  RootQuery: {
    nodeByUri: (_: unknown, { uri }: RootQueryNodeByUriArgs) => nodeAt(normalizeUri(uri)),
    pages: (_: unknown, args: RootQueryPagesArgs) => connection(content.pages, args),
    posts: (_: unknown, { where, ...args }: RootQueryPostsArgs) => postConnection(where, args),
    categories: (_: unknown, args: RootQueryCategoriesArgs) => connection(categoriesByName, args),
    tags: (_: unknown, args: RootQueryTagsArgs) => connection(tagsByName, args),
    menu: (_: unknown, args: RootQueryMenuArgs) => findMenu(args) ?? null,
    mediaItems: (_: unknown, { where, ...args }: RootQueryMediaItemsArgs) => connection(byIds(content.site.media, idsOf(where?.in)), args),
    siteOptions,
    generalSettings: () => ({ ...content.site.generalSettings, url: getSiteConfig().publicSiteUrl }),
    leaders: (_: unknown, { where, ...args }: RootQueryLeadersArgs) => connection(byIds(content.people, idsOf(where?.in)), args),
    employees: (_: unknown, { where, ...args }: RootQueryEmployeesArgs) => connection(byIds(content.employees, idsOf(where?.in)), args),
    markets: (_: unknown, { where, ...args }: RootQueryMarketsArgs) => connection(byIds(content.markets, idsOf(where?.in)), args),
    jobOpenings: (_: unknown, args: RootQueryJobOpeningsArgs) => connection(content.jobs, args),
  },
  Page: {
    ...nodeFields,
    isFrontPage: (page: ContentPage) => page.isFrontPage ?? false,
    template: (page: ContentPage) => ({ templateName: page.templateName }),
    pageLayout: (page: ContentPage) => ({ layoutType: page.layoutType }),
  },
  Post: {
    ...nodeFields,
    categories: (post: ContentPost, { first }: PostCategoriesArgs) => connection(terms(post.categories, categoriesBySlug), { first }),
    tags: (post: ContentPost, { first }: PostTagsArgs) => connection(terms(post.tags, tagsBySlug), { first }),
    postMediaContact: ({ postMediaContact: fields }: ContentPost) => ({ ...fields, aboutCompany: fields.aboutLarkspurLogistics }),
    postAuthorData: ({ postAuthorData: fields }: ContentPost) => ({
      displayAuthor: fields.displayAuthor,
      author: fields.author === null ? null : connection([authorLeader(fields.author)], {}),
    }),
    postLeadSection: ({ postLeadSection: lead }: ContentPost) => ({ ...lead, leadImage: mediaEdge(media(lead.leadImageId)) }),
  },
  Leader: {
    id: (leader: ContentPerson) => globalId('post', leader.databaseId),
    featuredImage: (leader: ContentPerson) => mediaEdge(leader.image),
    leaderFields: (leader: ContentPerson) => ({ title: leader.positionText, position: leader.position }),
  },
  Employee: {
    id: (employee: ContentEmployee) => globalId('post', employee.databaseId),
    employeeFields: ({ acf_employee: fields }: ContentEmployee) => ({ ...fields, image: mediaEdge(media(fields.imageId)) }),
  },
  Market: {
    id: (market: ContentMarket) => globalId('post', market.databaseId),
    title: (market: ContentMarket) => market.name,
    marketFields: (market: ContentMarket) => market,
  },
  JobOpening: {
    id: (job: ContentJob) => globalId('post', job.databaseId),
    jobFields: (job: ContentJob) => ({
      applyUrl: job.link,
      locations: job.allLocations.map((location) => ({ location })),
      employmentType: job.type,
      category: job.category,
    }),
  },
  MediaItem: {
    id: (item: ContentMedia) => globalId('post', item.databaseId),
    sourceUrl: (item: ContentMedia) => item.mediaItemUrl,
    srcSet: () => null,
    mediaDetails: (item: ContentMedia) => (item.width && item.height ? { width: item.width, height: item.height } : null),
  },
  Category: {
    id: (term: ContentTerm) => globalId('term', term.databaseId),
    uri: (term: ContentTerm) => `/category/${term.slug}/`,
    count: (term: ContentTerm) => posts().categoryCount(term.slug),
  },
  Tag: {
    id: (term: ContentTerm) => globalId('term', term.databaseId),
    uri: (term: ContentTerm) => `/tag/${term.slug}/`,
    count: (term: ContentTerm) => posts().tagCount(term.slug),
  },
  Menu: {
    id: (menu: ContentMenu) => globalId('term', menu.databaseId),
    menuItems: (menu: ContentMenu, args: MenuMenuItemsArgs) => connection(menu.items, args),
  },
  MenuItem: {
    id: (item: ContentMenuItem) => globalId('post', item.databaseId),
    url: (item: ContentMenuItem) => (item.url.startsWith('/') ? absolute(item.url) : item.url),
    path: (item: ContentMenuItem) => new URL(item.url, 'http://cms.invalid').pathname,
    order: (item: ContentMenuItem) => menuItemOrder.get(item) ?? 0,
    featuredMenuItem: ({ acf_featured_menu_item: featured }: ContentMenuItem) =>
      featured === undefined ? null : { heading: featured.heading, link: featured.link, image: mediaEdge(media(featured.imageId)) },
  },
};

/** The fields every content-blocks block type has. */
const editorBlockFields: Readonly<Record<string, FieldResolver>> = {
  name: ({ block }: EditorBlockNode) => block.name,
  clientId: ({ clientId }: EditorBlockNode) => clientId,
  parentClientId: ({ parentClientId }: EditorBlockNode) => parentClientId,
  renderedHtml: ({ block }: EditorBlockNode) => renderHtml([block]),
  innerBlocks: ({ innerBlocks }: EditorBlockNode) => innerBlocks,
  attributes: ({ block }: EditorBlockNode) => attributesOf(block),
};

const blockTypeName = (name: string) => contentBlocksTypeName(name);

/** Which concrete type an interface value is. */
const typeResolvers: Readonly<Record<string, TypeResolver>> = {
  UniformResourceIdentifiable: (node: object) => (isPost(node) ? 'Post' : 'Page'),
  ContentNode: (node: object) => (leaderSet.has(node) ? 'Leader' : isPost(node) ? 'Post' : 'Page'),
  EditorBlock: ({ block }: EditorBlockNode) => blockTypeName(block.name),
  PageEditorBlock: ({ block }: EditorBlockNode) => blockTypeName(block.name),
  PostEditorBlock: ({ block }: EditorBlockNode) => blockTypeName(block.name),
  Block: (block: ContentBlock) => `${blockTypeName(block.name)}Block`,
  ContentTemplate: () => 'DefaultTemplate',
};

/**
 * content-blocks' attributes: what the block stores, and for an attribute with a default (a
 * non-null field) that the block does not store, that type's empty value, as WordPress fills in
 * the registered default.
 */
function attributeResolver(field: GraphQLField<unknown, unknown>) {
  const nonNull = field.type instanceof GraphQLNonNull;
  const named = getNamedType(field.type);
  const empty = isListType(field.type instanceof GraphQLNonNull ? field.type.ofType : field.type) ? [] : named.name === 'Boolean' ? false : named.name === 'String' ? '' : named.name === 'BlockAttributesObject' ? {} : 0;
  return (source: unknown) => {
    const value = typeof source === 'object' && source !== null ? (source as Record<string, unknown>)[field.name] : undefined;
    return value === undefined || value === null ? (nonNull ? empty : null) : value;
  };
}

function attachBlockResolvers(schema: GraphQLSchema): void {
  const blockInterface = schema.getType('EditorBlock');
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type)) continue;
    if (isInterfaceType(blockInterface) && type.getInterfaces().includes(blockInterface)) {
      for (const [name, resolve] of Object.entries(editorBlockFields)) {
        const field = type.getFields()[name];
        if (field) field.resolve = (source, args: Record<string, unknown>) => resolve(source, args);
      }
      const attributes = type.getFields().attributes;
      const attributesType = attributes ? getNamedType(attributes.type) : undefined;
      if (isObjectType(attributesType)) for (const field of Object.values(attributesType.getFields())) field.resolve = attributeResolver(field);
    }
  }
  // content-blocks serialises object and array attributes (ACF's `data`, `style`, `layout`) as JSON.
  for (const name of ['BlockAttributesObject', 'BlockAttributesArray']) {
    const scalar = schema.getType(name);
    if (isScalarType(scalar)) scalar.serialize = (value) => (typeof value === 'string' ? value : JSON.stringify(value));
  }
}

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
      // The schema keeps only what the operations select; a resolver for a field it left out waits unused.
      const field = schemaFields[fieldName];
      if (field !== undefined) field.resolve = (source, args: Record<string, unknown>) => resolve(source, args);
    }
  }
  for (const [typeName, resolveType] of Object.entries(typeResolvers)) {
    const type = schema.getType(typeName);
    if (!isInterfaceType(type)) throw new Error(`Embedded CMS: ${typeName} is not an interface of the schema`);
    type.resolveType = (value) => resolveType(value);
  }
  attachBlockResolvers(schema);
  return schema;
}

let schema: GraphQLSchema | undefined;

/** The executable schema over content/, built once per process. */
export function getEmbeddedSchema(): GraphQLSchema {
  schema ??= attachResolvers(buildSchema(schemaSdl));
  return schema;
}
