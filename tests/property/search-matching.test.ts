import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PREFIX_MIN_CHARS, processTerm, TOKEN_SEPARATOR } from '../../renderers/ui/search/terms';
import type { SearchDocument } from '../../site/cms/search-documents';
import { MAX_RESULTS, SiteSearchIndex } from '../../site/search/index';

/** A small vocabulary with common and rare words, plurals, accents and near-twins. */
const WORDS = ['warehouse', 'warehouses', 'lease', 'leasing', 'tenant', 'tenants', 'tenement', 'dock', 'docks', 'rail', 'Phoenix', 'Élan', 'elan', 'cold', 'storage', 'the', 'of', 'solar', 'solaris', '303', 'I-85'];
const text = (min: number, max: number) => fc.array(fc.constantFrom(...WORDS), { minLength: min, maxLength: max }).map((words) => words.join(' '));

const corpus = fc.array(fc.record({ title: text(1, 5), body: text(0, 30), categories: fc.subarray(['News', 'Insights', 'Research']) }), { minLength: 1, maxLength: 40 }).map((posts) =>
  posts.map((post, index): SearchDocument => ({ id: index + 1, uri: `/p/${index + 1}/`, title: post.title, excerpt: '', categories: post.categories, date: 0, body: post.body })),
);

/** Whole words and words being typed. */
const query = fc.array(fc.oneof(fc.constantFrom(...WORDS), fc.constantFrom(...WORDS).map((word) => word.slice(0, 3 + (word.length % 3)))), { minLength: 1, maxLength: 3 }).map((words) => words.join(' '));

const termsOf = (value: string): string[] => value.split(TOKEN_SEPARATOR).flatMap((token) => processTerm(token) ?? []);
const documentTerms = (document: SearchDocument): Set<string> => new Set(termsOf(`${document.title} ${document.categories.join(' ')} ${document.body}`));

/** What a visitor expects a query to find: the documents that hold every word, the last one (from 3 letters) also as the start of a word. */
function expectedMatches(documents: readonly SearchDocument[], q: string): string[] {
  const terms = termsOf(q);
  if (terms.length === 0) return [];
  const holds = (words: Set<string>, term: string, last: boolean) => words.has(term) || (last && term.length >= PREFIX_MIN_CHARS && [...words].some((word) => word.startsWith(term)));
  return documents.filter((document) => terms.every((term, i) => holds(documentTerms(document), term, i === terms.length - 1))).map((document) => document.uri);
}

/** Every result of a query, a page at a time. */
function allPages(index: SiteSearchIndex, q: string): { uris: string[]; totals: number[] } {
  const uris: string[] = [];
  const totals: number[] = [];
  for (let offset = 0; ; offset += MAX_RESULTS) {
    const { results, total } = index.find(q, MAX_RESULTS, offset);
    totals.push(total);
    uris.push(...results.map((result) => result.uri));
    if (results.length < MAX_RESULTS) return { uris, totals };
  }
}

describe('the site search finds what a visitor expects', () => {
  it('finds exactly the documents that hold every query word, the last one also as it is being typed', () => {
    fc.assert(
      fc.property(corpus, query, (documents, q) => {
        const expected = expectedMatches(documents, q);
        fc.pre(expected.length > 0);
        const { uris, totals } = allPages(SiteSearchIndex.build(documents), q);
        expect(new Set(totals)).toEqual(new Set([expected.length]));
        expect([...uris].sort()).toEqual([...expected].sort());
      }),
      { numRuns: 300 },
    );
  });

  it('pages through every match once, best first, whatever the offset', () => {
    fc.assert(
      fc.property(corpus, query, fc.integer({ min: 0, max: 45 }), (documents, q, offset) => {
        const index = SiteSearchIndex.build(documents);
        const { uris } = allPages(index, q);
        expect(new Set(uris).size).toBe(uris.length);
        expect(index.find(q, MAX_RESULTS, offset).results.map((result) => result.uri)).toEqual(uris.slice(offset, offset + MAX_RESULTS));
      }),
      { numRuns: 200 },
    );
  });

  it('finds a document by a word of it with one letter wrong, when the misspelling is no word of the index', () => {
    const word = fc.constantFrom('warehouse', 'storage', 'phoenix', 'tenement', 'leasing');
    fc.assert(
      fc.property(corpus, word, fc.nat(), fc.constantFrom('q', 'x', 'z'), (documents, target, at, letter) => {
        const position = at % target.length;
        const typo = `${target.slice(0, position)}${letter}${target.slice(position + 1)}`;
        const index = SiteSearchIndex.build([...documents, { id: 999, uri: '/target/', title: target, excerpt: '', categories: [], date: 0, body: '' }]);
        fc.pre(typo !== target && documents.every((document) => !documentTerms(document).has(typo)));
        // Not a prefix search: a whole word followed by the misspelt one.
        expect(index.find(`${target} ${typo}`).results.map((result) => result.uri)).toContain('/target/');
      }),
      { numRuns: 200 },
    );
  });

  it('ranks a document whose title holds the word above one that holds it only in its text', () => {
    fc.assert(
      fc.property(fc.constantFrom('warehouse', 'storage', 'phoenix', 'rail'), text(5, 20), (word, filler) => {
        const inBody: SearchDocument = { id: 1, uri: '/body/', title: 'Quarterly update', excerpt: '', categories: [], date: 0, body: `${filler} ${word}` };
        const inTitle: SearchDocument = { id: 2, uri: '/title/', title: `${word} update`, excerpt: '', categories: [], date: 0, body: filler };
        fc.pre(!termsOf(filler).includes(processTerm(word) ?? ''));
        expect(SiteSearchIndex.build([inBody, inTitle]).search(word).map((result) => result.uri)).toEqual(['/title/', '/body/']);
      }),
      { numRuns: 100 },
    );
  });
});
