/**
 * The site search's full-text index (spec 2.2, DESIGN §6): posts and pages in MiniSearch, with
 * prefix matching (results while a word is being typed), fuzzy matching (a typo still finds the
 * page) and the title weighted over the body.
 */
import MiniSearch, { type SearchOptions } from 'minisearch';
import type { SearchDocument } from '../cms/search-documents';

/** One result as the API answers it (spec 3 "Search result"). */
export interface SearchResult {
  readonly uri: string;
  readonly title: string;
  /** HTML. */
  readonly excerpt: string;
  readonly categories: readonly string[];
  /** Unix seconds. */
  readonly date: number;
}

/** At most this many results, best first: a visitor reads the top of the list and refines the query. */
export const MAX_RESULTS = 50;

const STOP_WORDS: ReadonlySet<string> = new Set(
  'a an and are as at be but by for from has have in into is it its of on or our that the their this to was we were will with you your s'.split(' '),
);

/**
 * Case and accents are folded, so 'Élan' finds 'elan'; stop words and single letters are dropped
 * from the index and from queries alike.
 */
export function processTerm(term: string): string | null {
  const folded = term.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  if (folded === '' || STOP_WORDS.has(folded) || /^\p{L}$/u.test(folded)) return null;
  return folded;
}

const FIELDS = ['title', 'categories', 'body'] as const;
type Field = (typeof FIELDS)[number];

/**
 * Every word must match. The last word is the one being typed: from 3 letters on it matches as a
 * prefix ('wareh' finds 'warehouse'; a 2-letter prefix would match half the vocabulary and say
 * little).
 */
const SEARCH_OPTIONS: SearchOptions = {
  boost: { title: 4, categories: 2 },
  combineWith: 'AND',
  prefix: (term, index, terms) => index === terms.length - 1 && term.length >= 3,
};

/**
 * When nothing matches as typed, words of 5 letters or more may carry one typo ('warehuose').
 * Only then: a correctly typed common word would otherwise drag in every near neighbour
 * ('tenants' → 'tenant') and cost most of the query's time for no better answer.
 */
const TYPO_OPTIONS: SearchOptions = { ...SEARCH_OPTIONS, fuzzy: (term) => (term.length >= 5 ? 1 : false) };

function extractField(document: SearchDocument, field: string): string {
  const name = field as Field;
  return name === 'categories' ? document.categories.join(' ') : document[name];
}

const toResult = ({ uri, title, excerpt, categories, date }: SearchDocument): SearchResult => ({ uri, title, excerpt, categories, date });

/** A built index over a set of documents. Queries are synchronous; building may be chunked. */
export class SiteSearchIndex {
  private readonly results = new Map<number, SearchResult>();

  private constructor(private readonly engine: MiniSearch<SearchDocument>) {}

  private static empty(): SiteSearchIndex {
    return new SiteSearchIndex(new MiniSearch<SearchDocument>({ fields: [...FIELDS], idField: 'id', extractField, processTerm, searchOptions: SEARCH_OPTIONS }));
  }

  /** Builds the index in one go (tests, the bench). */
  static build(documents: readonly SearchDocument[]): SiteSearchIndex {
    const index = SiteSearchIndex.empty();
    index.add(documents);
    return index;
  }

  /** Builds the index in chunks, yielding between them, so a server keeps answering meanwhile. */
  static async buildAsync(documents: readonly SearchDocument[]): Promise<SiteSearchIndex> {
    const index = SiteSearchIndex.empty();
    const unique = index.unique(documents);
    await index.engine.addAllAsync(unique, { chunkSize: 500 });
    for (const document of unique) index.results.set(document.id, toResult(document));
    return index;
  }

  /** A CMS may list a document twice while paging (an edit between two pages); the first is kept. */
  private unique(documents: readonly SearchDocument[]): SearchDocument[] {
    const byId = new Map<number, SearchDocument>();
    for (const document of documents) if (!byId.has(document.id)) byId.set(document.id, document);
    return [...byId.values()];
  }

  private add(documents: readonly SearchDocument[]): void {
    const unique = this.unique(documents);
    this.engine.addAll(unique);
    for (const document of unique) this.results.set(document.id, toResult(document));
  }

  /** How many documents the index holds. */
  get size(): number {
    return this.engine.documentCount;
  }

  /** The best matches of a normalised query, at most `limit`. */
  search(query: string, limit = MAX_RESULTS): SearchResult[] {
    const found: SearchResult[] = [];
    const exact = this.engine.search(query);
    for (const hit of exact.length > 0 ? exact : this.engine.search(query, TYPO_OPTIONS)) {
      const result = this.results.get(hit.id as number);
      if (result !== undefined) found.push(result);
      if (found.length >= limit) break;
    }
    return found;
  }
}
