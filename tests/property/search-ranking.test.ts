import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateSearchPosts, generateSearchQueries } from '../../scripts/lib/search-content';
import type { SearchDocument } from '../../site/cms/search-documents';
import { MAX_RESULTS, SiteSearchIndex } from '../../site/search/index';
import { rankingDeparture, referenceSearch } from '../support/search-reference';

/** A small vocabulary with common and rare words, plurals, accents and near-twins. */
const WORDS = ['warehouse', 'warehouses', 'lease', 'leasing', 'tenant', 'tenants', 'tenement', 'dock', 'docks', 'rail', 'Phoenix', 'Élan', 'elan', 'cold', 'storage', 'the', 'of', 'solar', 'solaris', '303', 'I-85'];
const text = (min: number, max: number) => fc.array(fc.constantFrom(...WORDS), { minLength: min, maxLength: max }).map((words) => words.join(' '));

const corpus = fc.array(fc.record({ title: text(1, 5), body: text(0, 30), categories: fc.subarray(['News', 'Insights', 'Research']) }), { minLength: 1, maxLength: 40 }).map((posts) =>
  posts.map((post, index): SearchDocument => ({ id: index + 1, uri: `/p/${index + 1}/`, title: post.title, excerpt: '', categories: post.categories, date: 0, body: post.body })),
);

/** Whole words, words being typed, typos. */
const query = fc
  .array(fc.oneof(fc.constantFrom(...WORDS), fc.constantFrom(...WORDS).map((word) => word.slice(0, 3 + (word.length % 3))), fc.constantFrom('warehuose', 'tennant', 'leasng', 'storag')), { minLength: 1, maxLength: 3 })
  .map((words) => words.join(' '));

describe('the site search ranks as MiniSearch does', () => {
  it('finds the same matches, in the same order of score, for any corpus and query', () => {
    fc.assert(
      fc.property(corpus, query, fc.integer({ min: 0, max: 30 }), (documents, q, offset) => {
        const index = SiteSearchIndex.build(documents);
        const reference = referenceSearch(documents).find(q);
        const { results, total } = index.find(q, MAX_RESULTS, offset);
        expect(total).toBe(reference.length);
        expect(rankingDeparture(reference.slice(offset), results.map((result) => result.uri))).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });

  it('gives the benchmark’s queries over 2,000 generated posts the same top results', () => {
    const posts = generateSearchPosts(2000, 7);
    const index = SiteSearchIndex.build(posts);
    const reference = referenceSearch(posts);
    const departures = generateSearchQueries(posts, 180, 11).flatMap((q) => {
      const departure = rankingDeparture(reference.find(q), index.search(q).map((result) => result.uri));
      return departure === undefined ? [] : [`${q}: ${departure}`];
    });
    expect(departures).toEqual([]);
  });
});
