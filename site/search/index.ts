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
export const MAX_RESULTS = 20;

const STOP_WORDS: ReadonlySet<string> = new Set(
  'a an and are as at be but by for from has have in into is it its of on or our that the their this to was we were will with you your s'.split(' '),
);

/** A plural's final 's' ('warehouses', 'leases'), not that of 'business', 'campus' or 'analysis'. */
const PLURAL = /^(\p{L}{3,}[^su\P{L}])s$/u;

/**
 * Case and accents are folded, so 'Élan' finds 'elan', and plurals are folded, so 'warehouses'
 * finds 'warehouse'; stop words and single letters are dropped. The index and queries are
 * processed alike.
 */
export function processTerm(term: string): string | null {
  const folded = term.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  if (folded === '' || STOP_WORDS.has(folded) || /^\p{L}$/u.test(folded)) return null;
  return PLURAL.exec(folded)?.[1] ?? folded;
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
 * When nothing matches as typed, a word of 5 letters or more that the index does not know may
 * carry one typo ('warehuose'). Only then: a correctly typed common word would otherwise drag in
 * every near neighbour ('tenants' → 'tenant') and cost most of the query's time for nothing.
 */
const typoOptions = (knows: (term: string) => boolean): SearchOptions => ({
  ...SEARCH_OPTIONS,
  processTerm,
  fuzzy: (term) => (term.length >= 5 && !knows(term) ? 1 : false),
});

function extractField(document: SearchDocument, field: string): string {
  const name = field as Field;
  return name === 'categories' ? document.categories.join(' ') : document[name];
}

const toResult = ({ uri, title, excerpt, categories, date }: SearchDocument): SearchResult => ({ uri, title, excerpt, categories, date });

/** A built index over a set of documents. Queries are synchronous; building may be chunked. */
export class SiteSearchIndex {
  private readonly results = new Map<number, SearchResult>();
  /** Every term indexed, collected as MiniSearch indexes them (no second pass over the text). */
  private readonly vocabulary = new Set<string>();
  private readonly engine: MiniSearch<SearchDocument>;
  private readonly typos: SearchOptions;

  private constructor() {
    const collect = (term: string): string | null => {
      const processed = processTerm(term);
      if (processed !== null) this.vocabulary.add(processed);
      return processed;
    };
    this.engine = new MiniSearch<SearchDocument>({ fields: [...FIELDS], idField: 'id', extractField, processTerm: collect, searchOptions: { ...SEARCH_OPTIONS, processTerm } });
    this.typos = typoOptions((term) => this.vocabulary.has(term));
  }

  private static empty(): SiteSearchIndex {
    return new SiteSearchIndex();
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
    return this.find(query, limit).results;
  }

  /** The best matches of a normalised query, at most `limit`, and how many documents match in all. */
  find(query: string, limit = MAX_RESULTS): { results: SearchResult[]; total: number } {
    const exact = this.engine.search(query);
    const hits = exact.length > 0 ? exact : this.engine.search(query, this.typos);
    const results: SearchResult[] = [];
    for (const hit of hits) {
      const result = this.results.get(hit.id as number);
      if (result !== undefined) results.push(result);
      if (results.length >= limit) break;
    }
    return { results, total: hits.length };
  }
}
