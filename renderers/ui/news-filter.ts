/**
 * The news index's filters: category, tag and year, read from and written to the
 * URL so that a filtered view can be shared and reloaded. Pure functions over plain data, shared
 * by the index block, its client leaves and the server's JSON route.
 */

/** Articles shown at first, and added by each 'Load More'. */
export const NEWS_INITIAL_COUNT = 5;
export const NEWS_LOAD_MORE_COUNT = 6;

/** Tags the 'categories' dropdown leaves out, compared without regard to case. */
const HIDDEN_TAGS: ReadonlySet<string> = new Set(['esg', 'ceo']);

export interface NewsTerm {
  readonly name: string;
  readonly slug: string;
}

export interface NewsCategory extends NewsTerm {
  /** Plain text: the index's hero text while the category is selected. */
  readonly description: string;
}

/** What the filters offer: only terms and years that have posts. */
export interface NewsFilterOptions {
  readonly categories: readonly NewsCategory[];
  /** Already without the hidden tags. */
  readonly tags: readonly NewsTerm[];
  /** Newest first. */
  readonly years: readonly number[];
}

/** The filter state; an absent key is a cleared filter. */
export interface NewsFilter {
  readonly category?: NewsCategory;
  readonly tag?: NewsTerm;
  readonly year?: number;
}

export type NewsSearchParams = Readonly<Record<string, string | undefined>>;

/** The tags the 'categories' dropdown lists: every tag but 'esg' and 'ceo', in any case. */
export function dropdownTags(tags: readonly NewsTerm[]): NewsTerm[] {
  return tags.filter((tag) => !HIDDEN_TAGS.has(tag.slug.toLowerCase()) && !HIDDEN_TAGS.has(tag.name.trim().toLowerCase()));
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A term by its slug or its name, without regard to case; 'All' (any case) and unknown values clear. */
function findTerm<T extends NewsTerm>(terms: readonly T[], value: string | undefined): T | undefined {
  if (value === undefined || same(value, 'all')) return undefined;
  return terms.find((term) => same(term.slug, value) || same(term.name, value));
}

/**
 * The filter a URL asks for (`?category=Insights&tag=solar&year=2023`). `category` matches a
 * category's name or slug without regard to case; a value the options do not offer
 * is ignored rather than showing an empty page.
 */
export function resolveNewsFilter(params: NewsSearchParams, options: NewsFilterOptions): NewsFilter {
  const category = findTerm(options.categories, params.category);
  const tag = findTerm(options.tags, params.tag);
  const year = Number(params.year);
  return {
    ...(category ? { category } : {}),
    ...(tag ? { tag } : {}),
    ...(options.years.includes(year) ? { year } : {}),
  };
}

/** The filter as a query string, keys in a fixed order: `category=insights&year=2023`. */
export function newsQuery(filter: NewsFilter): string {
  const params = new URLSearchParams();
  if (filter.category) params.set('category', filter.category.slug);
  if (filter.tag) params.set('tag', filter.tag.slug);
  if (filter.year !== undefined) params.set('year', String(filter.year));
  return params.toString();
}

/** The index URL of a filter, on the page at `path`. */
export function newsHref(path: string, filter: NewsFilter): string {
  const query = newsQuery(filter);
  return query === '' ? path : `${path}?${query}`;
}

/** True when any filter is set ('clear all' shows only then). */
export const hasNewsFilter = (filter: NewsFilter): boolean => filter.category !== undefined || filter.tag !== undefined || filter.year !== undefined;
