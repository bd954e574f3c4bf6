/**
 * The site search's full-text index in this process: MiniSearch, with prefix matching (results
 * while a word is being typed), typo matching (a typo still finds the page) and the title weighted
 * over the body. It is filled from the CMS's pages as they come, and keeps of each document only
 * its words and what a result shows. An archive above `IN_PROCESS_MAX_DOCUMENTS` is refused with
 * a `SearchIndexTooLarge` that says to search in PostgreSQL (postgres.ts) instead.
 */
import MiniSearch, { type Options, type SearchResult as Hit } from 'minisearch';
import { PREFIX_MIN_CHARS, processTerm, TOKEN_SEPARATOR } from '../../renderers/ui/search/terms';
import type { SearchDocument } from '../cms/search-documents';

/** One result as the API answers it. */
export interface SearchResult {
  readonly uri: string;
  readonly title: string;
  /** HTML. */
  readonly excerpt: string;
  readonly categories: readonly string[];
  /** Unix seconds. */
  readonly date: number;
}

/** What a query answers: a page of results, best first, and how many documents match in all. */
export interface SearchAnswer {
  readonly results: SearchResult[];
  readonly total: number;
}

/** An index the API can ask: this process's (SiteSearchIndex) or the shared one in PostgreSQL. */
export interface SearchBackend {
  find(query: string, limit?: number, offset?: number): SearchAnswer | Promise<SearchAnswer>;
}

/** At most this many results, best first: a visitor reads the top of the list and refines the query. */
export const MAX_RESULTS = 20;
/** Past this offset a visitor is not paging through results any more. */
export const MAX_OFFSET = 10_000;

/**
 * The most posts and pages this process indexes. MiniSearch holds every term of every document in
 * memory and scores every match at every query: at 10,000 generated posts about 60 MB of heap and
 * a query's p95 of 45–60 ms, growing with the archive (docs/search.md). A larger archive belongs in
 * PostgreSQL (DATABASE_URL), which keeps its index on disk and shares it between instances.
 */
export const IN_PROCESS_MAX_DOCUMENTS = 12_000;

/** The archive is too large for the in-process index: what to do about it. */
export class SearchIndexTooLarge extends Error {
  constructor(count: number) {
    super(
      `the CMS lists more than ${IN_PROCESS_MAX_DOCUMENTS.toLocaleString('en-US')} posts and pages (${count.toLocaleString('en-US')} so far), more than the in-process search index holds in memory: ` +
        'set DATABASE_URL to a PostgreSQL database and fill its index with `npm run search:index` (docs/search.md)',
    );
    this.name = 'SearchIndexTooLarge';
  }
}

/** Categories are read as their names (MiniSearch joins a list with commas, which separate tokens). */
const FIELDS = ['title', 'categories', 'body'] as const;
/** What a result shows, kept by MiniSearch beside the index. */
const STORED = ['uri', 'title', 'excerpt', 'categories', 'date'] as const;

/**
 * Every word must match. The last word is the one being typed: from 3 letters on it matches as a
 * prefix ('wareh' finds 'warehouse'; a 2-letter prefix would match half the vocabulary and say
 * little).
 */
const isPrefix = (term: string, index: number, terms: readonly string[]): boolean => index === terms.length - 1 && term.length >= PREFIX_MIN_CHARS;

/**
 * When nothing matches as typed, a word of 5 letters or more that the index does not know may
 * carry one typo ('warehuose'). Only then: a correctly typed common word would otherwise drag in
 * every near neighbour ('tenants' → 'tenant') for nothing.
 */
const typos = (term: string, knows: (term: string) => boolean): number | false => (term.length >= 5 && !knows(term) ? 1 : false);

const tokenize = (text: string): string[] => text.split(TOKEN_SEPARATOR);

/**
 * The site search's MiniSearch options: fields and their boosts (the title counts four times, a
 * category twice, the text once), tokens, terms, and every query word required. `indexTerm` sees
 * every term the index holds.
 */
function miniSearchOptions(indexTerm: (term: string) => void): Options<SearchDocument> {
  return {
    fields: [...FIELDS],
    storeFields: [...STORED],
    tokenize,
    processTerm: (term) => {
      const processed = processTerm(term);
      if (processed !== null) indexTerm(processed);
      return processed;
    },
    searchOptions: { processTerm, boost: { title: 4, categories: 2 }, combineWith: 'AND', prefix: isPrefix },
  };
}

const toResult = (hit: Hit): SearchResult => ({ uri: hit.uri, title: hit.title, excerpt: hit.excerpt, categories: hit.categories, date: hit.date });

/**
 * What an index is built from: the documents, or pages of them as the CMS lists them (an async
 * source such as `searchDocumentPages()`). A CMS may list a document twice while paging (an edit
 * between two pages); the first is kept.
 */
export type SearchDocumentSource = readonly SearchDocument[] | AsyncIterable<readonly SearchDocument[]>;

const isDocuments = (source: SearchDocumentSource): source is readonly SearchDocument[] => Array.isArray(source);

/** A built index over a set of documents. Queries are synchronous; building may be chunked. */
export class SiteSearchIndex implements SearchBackend {
  /** Every term the index holds: only a word it does not know may carry a typo. */
  private readonly vocabulary = new Set<string>();
  private readonly engine = new MiniSearch<SearchDocument>(miniSearchOptions((term) => this.vocabulary.add(term)));

  private constructor() {}

  /** Builds the index in one go (tests, the bench). */
  static build(documents: readonly SearchDocument[]): SiteSearchIndex {
    const index = new SiteSearchIndex();
    index.engine.addAll(index.unseen(documents));
    return index;
  }

  /**
   * Builds the index a page of documents at a time, MiniSearch adding a few documents between
   * turns of the event loop, so a server keeps answering meanwhile. More documents than
   * `IN_PROCESS_MAX_DOCUMENTS` stop it with a `SearchIndexTooLarge`.
   */
  static async buildAsync(source: SearchDocumentSource): Promise<SiteSearchIndex> {
    const index = new SiteSearchIndex();
    for await (const page of isDocuments(source) ? [source] : source) {
      await index.engine.addAllAsync(index.unseen(page));
      if (index.size > IN_PROCESS_MAX_DOCUMENTS) throw new SearchIndexTooLarge(index.size);
    }
    return index;
  }

  /** The documents of a page not yet in the index, each once. */
  private unseen(documents: readonly SearchDocument[]): SearchDocument[] {
    const ids = new Set<number>();
    return documents.filter(({ id }) => !this.engine.has(id) && !ids.has(id) && Boolean(ids.add(id)));
  }

  /** How many documents the index holds. */
  get size(): number {
    return this.engine.documentCount;
  }

  /** The best matches of a normalised query, at most `limit`. */
  search(query: string, limit = MAX_RESULTS): SearchResult[] {
    return this.find(query, limit).results;
  }

  /**
   * The matches of a normalised query from the `offset`-th best on, at most `limit`, and how many
   * documents match in all: as typed, or, when nothing matches, allowing one typo in a word the
   * index does not know.
   */
  find(query: string, limit = MAX_RESULTS, offset = 0): SearchAnswer {
    let hits = this.engine.search(query);
    if (hits.length === 0) hits = this.engine.search(query, { fuzzy: (term) => typos(term, (known) => this.vocabulary.has(known)) });
    return { results: hits.slice(offset, offset + limit).map(toResult), total: hits.length };
  }
}
