/**
 * The embedded CMS's posts: the demo posts and the generated archive (`EMBEDDED_POSTS_FILE`), as
 * one newest-first list that lists, filters, counts and finds by uri without reading a body.
 *
 * - Memory: of an archived post only its listing fields (`ArchiveSummary`) are held; the rest is
 *   read from the archive when a resolver asks for it (`view`), per request, and not kept.
 * - Work per request: the lists by category, tag and year are built once, when the posts are
 *   first asked for; a filter starts from the shortest list that applies, and its answer is
 *   remembered (the last FILTER_MEMO filters), so paging through it is a slice.
 */
import type { RootQueryToPostConnectionWhereArgs } from '../../codegen/generated/graphql';
import { content, type ContentPost, type ContentTerm } from '../../content';
import { generatedArchive, type ArchiveSummary, type GeneratedArchive } from '../../content/generated-posts';
import { normalizeUri } from './uri';

/** A post in the list: its listing fields, and the whole post when it is a demo post. */
export interface PostEntry extends ArchiveSummary {
  readonly whole?: ContentPost;
}

/** How many filters' answers are remembered (each a list of references into the archive). */
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

function groupBy<K>(entries: readonly PostEntry[], keysOf: (entry: PostEntry) => Iterable<K>): ReadonlyMap<K, readonly PostEntry[]> {
  const groups = new Map<K, PostEntry[]>();
  for (const entry of entries) {
    for (const key of new Set(keysOf(entry))) {
      const group = groups.get(key);
      if (group) group.push(entry);
      else groups.set(key, [entry]);
    }
  }
  return groups;
}

/** The orders the embedded CMS sorts by; WordPress's others (author, parent, menu order…) fall back to the date. */
const orderKeys: Readonly<Partial<Record<PostOrder['field'], (entry: PostEntry) => string>>> = {
  DATE: (entry) => entry.date,
  MODIFIED: (entry) => entry.modified,
  TITLE: (entry) => lower(entry.title),
  SLUG: (entry) => entry.slug,
};

export interface PostStore {
  /** Every post, newest first. */
  readonly newestFirst: readonly PostEntry[];
  /** The post at a normalised uri, whole (read from the archive when archived). */
  byUri(uri: string): ContentPost | undefined;
  /** The posts a `where` selects, in its order (newest first by default, as WordPress). */
  select(where: Where | null | undefined): readonly PostEntry[];
  /** The post of an entry for the resolvers: listing fields at once, the rest read when asked. */
  view(entry: PostEntry): ContentPost;
  /** The entry a view was made from, for resolvers that need only listing fields. */
  entryOf(post: object): PostEntry | undefined;
  /** Whether a resolver's value is a post (a demo post, a view or a post read whole). */
  isPost(node: object): boolean;
  readonly categoryCounts: ReadonlyMap<string, number>;
  readonly tagCounts: ReadonlyMap<string, number>;
}

/**
 * The store over the demo posts and an archive. `searchText` is the text a WordPress search
 * matches, from the whole post (a search reads every body it looks at).
 */
export function createPostStore(archive: GeneratedArchive, searchText: (post: ContentPost) => string, demo: readonly ContentPost[] = content.posts): PostStore {
  const newestFirst = [...demo.map(demoEntry), ...archive.summaries].sort((a, b) => b.date.localeCompare(a.date));
  const entriesByUri = new Map(newestFirst.map((entry) => [normalizeUri(entry.uri), entry]));
  const byCategory = groupBy(newestFirst, (entry) => entry.categories);
  const byTag = groupBy(newestFirst, (entry) => entry.tags);
  const byYear = groupBy(newestFirst, (entry) => [entry.date.slice(0, 4)]);
  const counts = (groups: ReadonlyMap<string, readonly PostEntry[]>) => new Map([...groups].map(([slug, list]) => [slug, list.length]));
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

  const categoriesBySlug = new Map(content.site.categories.map((term) => [term.slug, term]));
  /** WP_Query's category_name is a slug; a name is accepted too, without regard to case. */
  const categorySlugs = (name: string): string[] =>
    [...categoriesBySlug.values()].filter((term: ContentTerm) => lower(term.slug) === lower(name) || lower(term.name) === lower(name)).map((term) => term.slug);

  function filtered({ categoryName, tag, search, dateQuery }: Where): readonly PostEntry[] {
    const lists: Array<readonly PostEntry[]> = [];
    const tests: Array<(entry: PostEntry) => boolean> = [];
    if (categoryName) {
      const slugs = categorySlugs(categoryName);
      if (slugs.length === 1) lists.push(byCategory.get(slugs[0] ?? '') ?? []);
      else tests.push((entry) => entry.categories.some((slug) => slugs.includes(slug)));
    }
    if (tag) lists.push(byTag.get(lower(tag)) ?? []);
    if (dateQuery?.year) lists.push(byYear.get(String(dateQuery.year)) ?? []);
    if (dateQuery?.month) tests.push((entry) => Number(entry.date.slice(5, 7)) === dateQuery.month);
    if (search) tests.push((entry) => searchText(view(entry)).includes(lower(search.trim())));
    const [shortest, ...others] = [...lists].sort((a, b) => a.length - b.length);
    const members = others.map((list) => new Set(list));
    const all = [...members.map((set) => (entry: PostEntry) => set.has(entry)), ...tests];
    const start = shortest ?? newestFirst;
    return all.length === 0 ? start : start.filter((entry) => all.every((test) => test(entry)));
  }

  const memo = new Map<string, readonly PostEntry[]>();
  function select(where: Where | null | undefined): readonly PostEntry[] {
    if (!where) return newestFirst;
    const key = JSON.stringify([where.categoryName, where.tag, where.search, where.dateQuery?.year, where.dateQuery?.month, where.orderby?.find((item) => item != null)]);
    const known = memo.get(key);
    if (known) {
      memo.delete(key);
      memo.set(key, known);
      return known;
    }
    const matching = filtered(where);
    const order = where.orderby?.find((item) => item != null);
    const sortKey = order && !(order.field === 'DATE' && order.order === 'DESC') ? (orderKeys[order.field] ?? orderKeys.DATE) : undefined;
    const direction = order?.order === 'ASC' ? 1 : -1;
    const answer = sortKey ? [...matching].sort((a, b) => direction * sortKey(a).localeCompare(sortKey(b))) : matching;
    memo.set(key, answer);
    if (memo.size > FILTER_MEMO) memo.delete(memo.keys().next().value ?? '');
    return answer;
  }

  return {
    newestFirst,
    byUri: (uri) => {
      const entry = entriesByUri.get(uri);
      return entry ? load(entry) : undefined;
    },
    select,
    view,
    entryOf: (post) => entries.get(post),
    isPost: (node) => posts.has(node),
    categoryCounts: counts(byCategory),
    tagCounts: counts(byTag),
  };
}

let store: PostStore | undefined;

/** The process's post store over `EMBEDDED_POSTS_FILE`, built when first asked for. */
export function embeddedPosts(searchText: (post: ContentPost) => string): PostStore {
  store ??= createPostStore(generatedArchive(), searchText);
  return store;
}
