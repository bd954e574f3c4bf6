/**
 * The news data functions: post lists for the index, the posts grids and the feed, and what the
 * index's filters offer. Each runs one typed operation and reshapes the answer once into the
 * plain card data the renderers and the client leaves take.
 */
import { cache } from 'react';
import { NewsFiltersDocument, NewsPostsDocument, NewsYearDocument, type NewsFiltersQuery, type PostCardFragment } from '../../codegen/generated/graphql';
import { formatPostDate, postCategoryLabel } from '../../renderers/ui/format';
import { dropdownTags, type NewsCategory, type NewsFilter, type NewsFilterOptions, type NewsTerm } from '../../renderers/ui/news-filter';
import type { PostCardData } from '../../renderers/ui/post-card';
import { getPageByUri, type CmsPostNode } from '../cms/loaders';
import { decodeEntities, htmlToText } from '../../engine';
import { cmsQuery } from '../cms/client';
import { displayTitle } from '../cms/uri';
import { toImageRecord } from '../cms/images';
import { articlePath } from './routes';

/** One page of a post list. */
export interface PostListPage {
  readonly posts: readonly PostCardData[];
  /** Pass as `after` for the next page; null when the list is empty. */
  readonly endCursor: string | null;
  readonly hasNextPage: boolean;
}

/** Which posts, newest first: the filter's terms are matched by slug. */
export interface PostListQuery {
  readonly categorySlug?: string | undefined;
  readonly tagSlug?: string | undefined;
  readonly year?: number | undefined;
  readonly first: number;
  readonly after?: string | null | undefined;
}

/** A post list entry for the feed: the card plus what RSS needs besides. */
export interface FeedPost extends PostCardData {
  readonly categories: readonly string[];
  /** `YYYY-MM-DDTHH:MM:SS`, as the CMS sends it. */
  readonly published: string;
}

function toFeedPost(node: PostCardFragment): FeedPost {
  const categories = (node.categories?.nodes ?? []).map((term) => decodeEntities(term.name ?? '')).filter((name) => name !== '');
  const date = node.date ?? '';
  return {
    id: node.databaseId,
    href: `/news/${node.slug ?? ''}/`,
    title: displayTitle(node.title, node.excerpt),
    excerpt: htmlToText(node.excerpt ?? ''),
    category: postCategoryLabel(categories),
    date: formatPostDate(date, categories[0]),
    dateTime: date.slice(0, 10),
    image: toImageRecord(node.featuredImage?.node),
    categories,
    published: date,
  };
}

/** The card data alone: what crosses to the browser carries nothing else. */
const toCard = (post: FeedPost): PostCardData => ({
  id: post.id,
  href: post.href,
  title: post.title,
  excerpt: post.excerpt,
  category: post.category,
  date: post.date,
  dateTime: post.dateTime,
  image: post.image,
});

async function queryPosts(query: PostListQuery) {
  const { posts } = await cmsQuery(NewsPostsDocument, {
    first: query.first,
    after: query.after ?? null,
    category: query.categorySlug ?? null,
    tag: query.tagSlug ?? null,
    year: query.year ?? null,
  });
  return { nodes: (posts?.nodes ?? []).map(toFeedPost), endCursor: posts?.pageInfo.endCursor ?? null, hasNextPage: posts?.pageInfo.hasNextPage ?? false };
}

/** A page of posts as cards. */
export async function listPosts(query: PostListQuery): Promise<PostListPage> {
  const page = await queryPosts(query);
  return { posts: page.nodes.map(toCard), endCursor: page.endCursor, hasNextPage: page.hasNextPage };
}

/** The index filter as a post list query. */
export const filterQuery = (filter: NewsFilter, first: number, after?: string | null): PostListQuery => ({
  categorySlug: filter.category?.slug,
  tagSlug: filter.tag?.slug,
  year: filter.year,
  first,
  after,
});

/** The newest posts with what the RSS feed needs. */
export async function latestFeedPosts(count: number): Promise<readonly FeedPost[]> {
  return (await queryPosts({ first: count })).nodes;
}

// ---------------------------------------------------------------- filter options

const TERMS_PAGE_GUARD = 50;

type TermPage<T> = { nodes: readonly T[]; pageInfo: { hasNextPage: boolean; endCursor?: string | null } } | null | undefined;

/** Every category and tag, following the cursors of both connections together. */
async function allTerms() {
  const categories: Array<NonNullable<NewsFiltersQuery['categories']>['nodes'][number]> = [];
  const tags: Array<NonNullable<NewsFiltersQuery['tags']>['nodes'][number]> = [];
  let cursors = { categories: { more: true, after: null as string | null }, tags: { more: true, after: null as string | null } };
  let first: NewsFiltersQuery | undefined;
  for (let round = 0; round < TERMS_PAGE_GUARD && (cursors.categories.more || cursors.tags.more); round += 1) {
    const data = await cmsQuery(NewsFiltersDocument, {
      termsAfter: cursors.categories.after,
      withCategories: cursors.categories.more,
      tagsAfter: cursors.tags.after,
      withTags: cursors.tags.more,
    });
    first ??= data;
    categories.push(...(data.categories?.nodes ?? []));
    tags.push(...(data.tags?.nodes ?? []));
    cursors = { categories: advance(cursors.categories, data.categories), tags: advance(cursors.tags, data.tags) };
  }
  return { categories, tags, newest: first?.newest?.nodes[0]?.date, oldest: first?.oldest?.nodes[0]?.date };
}

function advance<T>(cursor: { more: boolean; after: string | null }, page: TermPage<T>) {
  if (!cursor.more) return cursor;
  return { more: Boolean(page?.pageInfo.hasNextPage && page.pageInfo.endCursor), after: page?.pageInfo.endCursor ?? null };
}

const yearOf = (date: string | null | undefined): number | undefined => {
  const year = Number((date ?? '').slice(0, 4));
  return Number.isInteger(year) && year > 1900 ? year : undefined;
};

/** The years between the newest and the oldest post that have posts, newest first. */
async function postYears(newest: string | null | undefined, oldest: string | null | undefined): Promise<number[]> {
  const last = yearOf(newest);
  const firstYear = yearOf(oldest);
  if (last === undefined || firstYear === undefined) return [];
  const candidates = Array.from({ length: Math.max(0, last - firstYear + 1) }, (_, index) => last - index);
  const found = await Promise.all(candidates.map(async (year) => ((await cmsQuery(NewsYearDocument, { year })).posts?.nodes.length ?? 0) > 0));
  return candidates.filter((_, index) => found[index]);
}

/** What the index's filters offer: categories and tags with posts, and the years of the posts. */
export const getNewsFilterOptions = cache(async (): Promise<NewsFilterOptions> => {
  const { categories, tags, newest, oldest } = await allTerms();
  const used = <T extends { count?: number | null; slug?: string | null; name?: string | null }>(term: T) => (term.count ?? 0) > 0 && Boolean(term.slug) && Boolean(term.name);
  const toCategory = (term: (typeof categories)[number]): NewsCategory => ({ name: decodeEntities(term.name ?? ''), slug: term.slug ?? '', description: htmlToText(term.description ?? '') });
  const toTag = (term: (typeof tags)[number]): NewsTerm => ({ name: decodeEntities(term.name ?? ''), slug: term.slug ?? '' });
  return {
    categories: categories.filter(used).map(toCategory),
    tags: dropdownTags(tags.filter(used).map(toTag)).sort((a, b) => a.name.localeCompare(b.name)),
    years: await postYears(newest, oldest),
  };
});

// ---------------------------------------------------------------- articles

/**
 * How many articles a build prerenders: the newest, which most visitors open. Every other article
 * renders on its first request and is cached like a prerendered one (revalidated every 300 s, in
 * Redis across instances when REDIS_URL is set), so a build takes as long at 100,000 posts as at 100.
 */
export const PRERENDERED_ARTICLES = 50;

/** The slugs of the newest `count` articles at `/news/{slug}/`, for `generateStaticParams`. */
export async function getArticleSlugs(count = PRERENDERED_ARTICLES): Promise<string[]> {
  const slugs: string[] = [];
  let after: string | null = null;
  for (let more = true; more && slugs.length < count; ) {
    const page: Awaited<ReturnType<typeof queryPosts>> = await queryPosts({ first: Math.min(100, count - slugs.length), after });
    for (const post of page.nodes) {
      const match = /^\/news\/([^/]+)\/$/.exec(post.href);
      if (match?.[1]) slugs.push(match[1]);
    }
    more = page.hasNextPage && page.endCursor !== null;
    after = page.endCursor;
  }
  return slugs;
}

/** The article at `/news/{slug}/`, or null when there is none (or the uri is a page). */
export async function getArticle(slug: string): Promise<CmsPostNode | null> {
  if (!/^[^/?#]{1,200}$/.test(slug)) return null;
  const node = await getPageByUri(articlePath(slug));
  return node?.kind === 'post' ? node : null;
}
