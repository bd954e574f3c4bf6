/**
 * The embedded CMS's posts: the demo posts and the generated archive (`EMBEDDED_POSTS_FILE`), as
 * one newest-first list that lists, filters, counts and finds by uri without reading a body.
 *
 * - Memory and start: nothing is read at start and no list of the archive is held. A filter's
 *   count and each page are queries of the archive's SQLite file (content/posts-archive.ts),
 *   merged with the demo posts that match it; an archived post's body is read when a resolver asks
 *   for a field outside the listing (`view`), per request, and not kept.
 * - Work per request: a page is one indexed query. The first request of a filter also counts it
 *   and places its demo posts among the archive's (a count per demo post); that is remembered
 *   (the last FILTER_MEMO filters), so paging through it costs the same on any page.
 */
import type { RootQueryToPostConnectionWhereArgs } from '../../codegen/generated/graphql';
import { content, type ContentPost, type ContentTerm } from '../../content';
import { generatedArchive, orderKey, type ArchiveFilter, type ArchiveOrder, type ArchiveOrderField, type ArchiveSummary, type GeneratedArchive } from '../../content/posts-archive';
import { normalizeUri } from './uri';

/** A post in the list: its listing fields, and the whole post when it is a demo post. */
export interface PostEntry extends ArchiveSummary {
  readonly whole?: ContentPost;
}

/** A list of posts as a connection reads it: its length and a slice, read when asked. */
export interface PostList {
  readonly length: number;
  slice(start: number, end: number): readonly PostEntry[];
}

/** How many filters' counts and demo places are remembered. */
export const FILTER_MEMO = 256;

type Where = RootQueryToPostConnectionWhereArgs;
type PostOrder = NonNullable<NonNullable<Where['orderby']>[number]>;

const lower = (value: string) => value.toLowerCase();

const demoEntry = (post: ContentPost): PostEntry => ({
  databaseId: post.databaseId,
  uri: post.uri,
  slug: post.slug,
  title: post.title,
  date: post.date,
  modified: post.modified,
  categories: post.categories,
  tags: post.tags,
  noindex: post.seo.metaRobotsNoindex === 'noindex',
  whole: post,
});

/** The orders the embedded CMS sorts by; WordPress's others (author, parent, menu order…) fall back to the date. */
const orderFields: Readonly<Partial<Record<PostOrder['field'], ArchiveOrderField>>> = { DATE: 'date', MODIFIED: 'modified', TITLE: 'title', SLUG: 'slug' };

export interface PostStore {
  /** The post at a normalised uri, whole (read from the archive when archived). */
  byUri(uri: string): ContentPost | undefined;
  /** The posts a `where` selects, in its order (newest first by default, as WordPress). */
  select(where: Where | null | undefined): PostList;
  /** Every post that search engines may show (not noindex), newest first: the sitemap's. */
  indexable(): PostList;
  /** The post of an entry for the resolvers: listing fields at once, the rest read when asked. */
  view(entry: PostEntry): ContentPost;
  /** The entry a view was made from, for resolvers that need only listing fields. */
  entryOf(post: object): PostEntry | undefined;
  /** Whether a resolver's value is a post (a demo post, a view or a post read whole). */
  isPost(node: object): boolean;
  /** How many posts each category slug has (counted when first asked). */
  categoryCount(slug: string): number;
  /** How many posts each tag slug has (counted when first asked). */
  tagCount(slug: string): number;
}

/** The demo posts of a list and the archive's count of it, and where each demo post stands. */
interface Placed {
  readonly demo: readonly PostEntry[];
  /** The demo posts' places in the whole list, ascending. */
  readonly places: readonly number[];
  readonly length: number;
}

const categoriesBySlug = new Map(content.site.categories.map((term) => [term.slug, term]));

/** WP_Query's category_name is a slug; a name is accepted too, without regard to case. */
const categorySlugs = (name: string): string[] =>
  [...categoriesBySlug.values()].filter((term: ContentTerm) => lower(term.slug) === lower(name) || lower(term.name) === lower(name)).map((term) => term.slug);

const filterOf = ({ categoryName, tag, dateQuery }: Where): ArchiveFilter => ({
  categories: categoryName ? categorySlugs(categoryName) : undefined,
  tag: tag ? lower(tag) : undefined,
  year: dateQuery?.year ?? undefined,
  month: dateQuery?.month ?? undefined,
});

/** The first order of a `where`, newest first without one. */
function orderOf(where: Where | null | undefined): ArchiveOrder {
  const chosen = where?.orderby?.find((item) => item != null);
  const field = chosen ? (orderFields[chosen.field] ?? 'date') : 'date';
  return { field, descending: chosen?.order !== 'ASC' };
}

const matches = (filter: ArchiveFilter) => (entry: PostEntry) =>
  (filter.categories === undefined || entry.categories.some((slug) => filter.categories?.includes(slug))) &&
  (filter.tag === undefined || entry.tags.some((slug) => lower(slug) === filter.tag)) &&
  (filter.year === undefined || entry.date.slice(0, 4) === String(filter.year).padStart(4, '0')) &&
  (filter.month === undefined || Number(entry.date.slice(5, 7)) === filter.month) &&
  (!filter.indexable || !entry.noindex);

/** Before in an order: a greater key when descending; equal keys keep the demo posts first, then the file's order. */
const compare = (order: ArchiveOrder) => (a: PostEntry, b: PostEntry) => {
  const [left, right] = [orderKey(order.field, a), orderKey(order.field, b)];
  const ascending = left < right ? -1 : left > right ? 1 : 0;
  return order.descending ? -ascending : ascending;
};

/** The posts as resolvers see them: demo posts as they are, archived ones read when asked, and which is which. */
interface PostViews {
  load(entry: PostEntry): ContentPost;
  view(entry: PostEntry): ContentPost;
  entryOf(post: object): PostEntry | undefined;
  isPost(node: object): boolean;
}

function postViews(archive: GeneratedArchive, demo: readonly ContentPost[]): PostViews {
  const posts = new WeakSet<object>(demo);
  const entries = new WeakMap<object, PostEntry>();

  const load = (entry: PostEntry): ContentPost => {
    if (entry.whole) return entry.whole;
    const post = archive.load(entry.databaseId);
    if (!post) throw new Error(`The posts archive has no post ${entry.databaseId}`);
    posts.add(post);
    return post;
  };

  function view(entry: PostEntry): ContentPost {
    if (entry.whole) return entry.whole;
    let whole: ContentPost | undefined;
    const read = () => (whole ??= load(entry));
    const listed = entry as unknown as Record<PropertyKey, unknown>;
    const proxy = new Proxy(listed, {
      get: (target, key) => (key in target && key !== 'noindex' ? target[key] : Reflect.get(read(), key)),
      has: (_, key) => key in read(),
      ownKeys: () => Reflect.ownKeys(read()),
      getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(read(), key),
    }) as unknown as ContentPost;
    posts.add(proxy);
    entries.set(proxy, entry);
    return proxy;
  }

  return { load, view, entryOf: (post) => entries.get(post), isPost: (node) => posts.has(node) };
}

/** Where the demo posts stand among the archive's in a list, remembered for the last FILTER_MEMO lists. */
function placer(archive: GeneratedArchive, demoEntries: readonly PostEntry[]): (filter: ArchiveFilter, order: ArchiveOrder) => Placed {
  const memo = new Map<string, Placed>();
  return (filter, order) => {
    const key = JSON.stringify([filter, order]);
    const known = memo.get(key);
    if (known) {
      memo.delete(key);
      memo.set(key, known);
      return known;
    }
    const matching = demoEntries.filter(matches(filter)).sort(compare(order));
    // A demo post stands after the demo posts before it and the archived posts with a key before its.
    const places = matching.map((entry, index) => index + archive.countBefore(filter, order, orderKey(order.field, entry)));
    const answer = { demo: matching, places, length: matching.length + archive.count(filter) };
    memo.set(key, answer);
    if (memo.size > FILTER_MEMO) memo.delete(memo.keys().next().value ?? '');
    return answer;
  };
}

/** A list of the archive's posts with the demo posts at their places: a page is one query of the archive. */
function mergedList(archive: GeneratedArchive, filter: ArchiveFilter, order: ArchiveOrder, { demo, places, length }: Placed): PostList {
  return {
    length,
    slice(start, end) {
      const from = Math.max(0, start);
      const to = Math.min(length, end);
      if (to <= from) return [];
      const demoBefore = places.filter((place) => place < from).length;
      const demoWithin = places.filter((place) => place >= from && place < to).length;
      const archived = archive.page(filter, order, from - demoBefore, to - from - demoWithin);
      const page: PostEntry[] = [];
      let nextDemo = demoBefore;
      let nextArchived = 0;
      for (let place = from; place < to; place += 1) {
        const entry = places[nextDemo] === place ? demo[nextDemo++] : archived[nextArchived++];
        if (entry) page.push(entry);
      }
      return page;
    },
  };
}

/** How many posts each category and tag slug has, counted when first asked. */
function termCounts(archive: GeneratedArchive, demoEntries: readonly PostEntry[]): Pick<PostStore, 'categoryCount' | 'tagCount'> {
  let categoryCounts: Map<string, number> | undefined;
  let tagCounts: Map<string, number> | undefined;
  const withDemo = (counts: Map<string, number>, slugsOf: (entry: PostEntry) => readonly string[]) => {
    for (const entry of demoEntries) for (const slug of new Set(slugsOf(entry))) counts.set(slug, (counts.get(slug) ?? 0) + 1);
    return counts;
  };
  return {
    categoryCount: (slug) => (categoryCounts ??= withDemo(archive.termCounts('category'), (entry) => entry.categories)).get(slug) ?? 0,
    tagCount: (slug) => (tagCounts ??= withDemo(archive.termCounts('tag'), (entry) => entry.tags.map(lower))).get(lower(slug)) ?? 0,
  };
}

/**
 * The store over the demo posts and an archive. `searchText` is the text a WordPress search
 * matches, from the whole post (a search reads every body it looks at).
 */
export function createPostStore(archive: GeneratedArchive, searchText: (post: ContentPost) => string, demo: readonly ContentPost[] = content.posts): PostStore {
  const demoEntries = demo.map(demoEntry);
  const demoByUri = new Map(demoEntries.map((entry) => [normalizeUri(entry.uri), entry]));
  const { load, view, entryOf, isPost } = postViews(archive, demo);
  const placed = placer(archive, demoEntries);
  const list = (filter: ArchiveFilter, order: ArchiveOrder): PostList => mergedList(archive, filter, order, placed(filter, order));

  function select(where: Where | null | undefined): PostList {
    const filter = where ? filterOf(where) : {};
    const order = orderOf(where);
    if (!where?.search) return list(filter, order);
    // A WordPress search reads the body of every post it looks at.
    const words = lower(where.search.trim());
    const found = (entry: PostEntry) => searchText(view(entry)).includes(words);
    const archived = [...archive.each(filter, order)].filter(found);
    return [...demoEntries.filter(matches(filter)).filter(found), ...archived].sort(compare(order));
  }

  return {
    byUri: (uri) => {
      const entry = demoByUri.get(uri) ?? archive.atUri(uri);
      return entry ? load(entry) : undefined;
    },
    select,
    indexable: () => list({ indexable: true }, { field: 'date', descending: true }),
    view,
    entryOf,
    isPost,
    ...termCounts(archive, demoEntries),
  };
}

let store: PostStore | undefined;

/** The process's post store over `EMBEDDED_POSTS_FILE`, opened when first asked for. */
export function embeddedPosts(searchText: (post: ContentPost) => string): PostStore {
  store ??= createPostStore(generatedArchive(), searchText);
  return store;
}
