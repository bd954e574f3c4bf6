/**
 * The site search's full-text index: posts and pages, with prefix matching (results while a word is
 * being typed), typo matching (a typo still finds the page) and the title weighted over the body.
 * The index reads documents and ranks them as MiniSearch does with `miniSearchOptions()`, but is
 * built without it, straight into each term's scored postings (ranked-terms.ts), from the CMS's
 * pages as they come: only what a result shows of each document is kept, and a query only adds
 * up scores. MiniSearch stays the reference the tests and the bench hold the ranking to.
 */
import type { Options, SearchOptions } from 'minisearch';
import { PREFIX_MIN_CHARS, processTerm, TOKEN_SEPARATOR } from '../../renderers/ui/search/terms';
import type { SearchDocument } from '../cms/search-documents';
import { RankedTermsBuilder, type RankedTerms, type WordSpec } from './ranked-terms';

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

const FIELDS = ['title', 'categories', 'body'] as const;
type Field = (typeof FIELDS)[number];

/** The title counts four times, a category twice, the text once. */
const BOOST: Readonly<Record<Field, number>> = { title: 4, categories: 2, body: 1 };

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
const typos = (term: string, knows: (term: string) => boolean): number => (term.length >= 5 && !knows(term) ? 1 : 0);

const tokenize = (text: string): string[] => text.split(TOKEN_SEPARATOR);

function extractField(document: SearchDocument, field: string): string {
  const name = field as Field;
  return name === 'categories' ? document.categories.join(' ') : String(document[name]);
}

/**
 * The MiniSearch configuration of the site search: how documents are read (fields, tokens, terms)
 * and the field boosts. The index is built with it (RankedTermsBuilder reads documents as
 * MiniSearch would); tests and the benchmark ask a plain MiniSearch with it for the reference ranking.
 */
export function miniSearchOptions(): Options<SearchDocument> {
  return { fields: [...FIELDS], idField: 'id', extractField, tokenize, processTerm, searchOptions: { boost: { title: BOOST.title, categories: BOOST.categories }, combineWith: 'AND', prefix: isPrefix } };
}

/** MiniSearch's search options for the second try, when nothing matched as typed. */
export function typoSearchOptions(knows: (term: string) => boolean): SearchOptions {
  return { fuzzy: (term) => typos(term, knows) || false };
}

const toResult = ({ uri, title, excerpt, categories, date }: SearchDocument): SearchResult => ({ uri, title, excerpt, categories, date });

/**
 * What an index is built from: the documents, or pages of them as the CMS lists them (an async
 * source such as `searchDocumentPages()`). A CMS may list a document twice while paging (an edit
 * between two pages); the first is kept.
 */
export type SearchDocumentSource = readonly SearchDocument[] | AsyncIterable<readonly SearchDocument[]>;

const isDocuments = (source: SearchDocumentSource): source is readonly SearchDocument[] => Array.isArray(source);

const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A built index over a set of documents. Queries are synchronous; building may be chunked. */
export class SiteSearchIndex implements SearchBackend {
  private constructor(
    /** By short id: the order the documents were added in. */
    private readonly results: readonly SearchResult[],
    private readonly ranked: RankedTerms,
  ) {}

  /** Builds the index in one go (tests, the bench). */
  static build(documents: readonly SearchDocument[]): SiteSearchIndex {
    const builder = new RankedTermsBuilder(miniSearchOptions(), toResult);
    for (const document of documents) builder.add(document);
    const { ranked, kept } = builder.finish();
    return new SiteSearchIndex(kept, ranked);
  }

  /**
   * Builds the index a page of documents at a time, yielding to the event loop between slices of
   * work, so a server keeps answering meanwhile; only the documents' results are kept, not their text.
   */
  static async buildAsync(source: SearchDocumentSource): Promise<SiteSearchIndex> {
    const pages = isDocuments(source) ? [source] : source;
    const { ranked, kept } = await RankedTermsBuilder.fromPages(pages, miniSearchOptions(), toResult, pause);
    return new SiteSearchIndex(kept, ranked);
  }

  /** How many documents the index holds. */
  get size(): number {
    return this.results.length;
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
    const terms = tokenize(query).flatMap((token) => processTerm(token) ?? []);
    const words = (typo: boolean): WordSpec[] =>
      terms.map((term, index) => ({ term, prefix: isPrefix(term, index, terms), maxTypos: typo ? typos(term, (known) => this.ranked.has(known)) : 0 }));
    let found = this.ranked.search(words(false), limit, offset);
    if (found.total === 0 && terms.length > 0) found = this.ranked.search(words(true), limit, offset);
    return { results: found.documents.flatMap((document) => this.results[document] ?? []), total: found.total };
  }
}
