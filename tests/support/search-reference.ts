/**
 * The site search's ranking as plain MiniSearch computes it, query by query, with the site's own
 * options: the reference the precomputed ranking (site/search/ranked-terms.ts) is held to, in the
 * property test and in `npm run bench`.
 */
import MiniSearch from 'minisearch';
import type { SearchDocument } from '../../site/cms/search-documents';
import { miniSearchOptions, typoSearchOptions } from '../../site/search/index';

export interface ReferenceSearch {
  /** Every match, best first: its uri and score. */
  find(query: string): Array<{ readonly uri: string; readonly score: number }>;
}

export function referenceSearch(documents: readonly SearchDocument[]): ReferenceSearch {
  const vocabulary = new Set<string>();
  const options = miniSearchOptions();
  const processTerm = options.processTerm as (term: string) => string | null;
  const engine = new MiniSearch<SearchDocument>({
    ...options,
    processTerm: (term) => {
      const processed = processTerm(term);
      if (processed !== null) vocabulary.add(processed);
      return processed;
    },
    searchOptions: { ...options.searchOptions, processTerm },
    storeFields: ['uri'],
  });
  const seen = new Set<number>();
  engine.addAll(documents.filter((document) => !seen.has(document.id) && seen.add(document.id)));
  return {
    find(query) {
      const exact = engine.search(query);
      const hits = exact.length > 0 ? exact : engine.search(query, typoSearchOptions((term) => vocabulary.has(term)));
      return hits.map((hit) => ({ uri: String(hit.uri), score: hit.score }));
    },
  };
}

/**
 * Where `uris` (a ranking's first results) departs from the reference's: the i-th result must
 * have the reference's i-th score (results of equal score may come in either order). Undefined
 * when it does not depart.
 */
export function rankingDeparture(reference: ReturnType<ReferenceSearch['find']>, uris: readonly string[]): string | undefined {
  const scores = new Map(reference.map((hit) => [hit.uri, hit.score]));
  const expected = reference.slice(0, uris.length);
  if (expected.length !== uris.length) return `${uris.length} results where the reference has ${expected.length}`;
  for (const [i, uri] of uris.entries()) {
    const score = scores.get(uri);
    const wanted = expected[i]?.score ?? Number.NaN;
    if (score === undefined || Math.abs(score - wanted) > 1e-9 * Math.max(1, Math.abs(wanted))) return `result ${i + 1} is ${uri} (score ${score}), the reference's is ${expected[i]?.uri} (score ${wanted})`;
  }
  return undefined;
}
