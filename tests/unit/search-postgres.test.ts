/**
 * The search index in PostgreSQL (when one answers at 127.0.0.1:5432, database `test`; each run
 * uses a schema of its own and drops it): the same matches and the same top results as the
 * in-process index on a fixed set of queries, and the updates a revalidation makes.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSearchDocument, loadSearchDocuments, type SearchDocument } from '../../site/cms/search-documents';
import { searchResponse } from '../../site/search/api';
import { SiteSearchIndex } from '../../site/search/index';
import { PostgresSearchIndex } from '../../site/search/postgres';
import { getSearchBackend, resetSearchIndex, searchContentChanged } from '../../site/search/store';
import { postgresAvailable, postgresExtension, postgresSchema } from '../support/services';

const withPostgres = await postgresAvailable();

const doc = (id: number, title: string, body: string, extra: Partial<SearchDocument> = {}): SearchDocument => ({
  id,
  uri: `/news/doc-${id}/`,
  title,
  excerpt: `<p>${body.split(' ').slice(0, 12).join(' ')}</p>`,
  categories: [],
  date: 1_700_000_000 + id * 86_400,
  body,
  ...extra,
});

/** A small archive whose rankings the rules decide: where a word is, how often, in how long a text. */
const corpus: SearchDocument[] = [
  doc(1, 'Cold storage warehouse opens in Dallas', 'The freezer building adds sixty dock doors for grocery tenants near the interstate.', { categories: ['News'] }),
  doc(2, 'Dallas market report', 'Vacancy fell again. Every new warehouse leased before completion, and warehouse rents rose.', { categories: ['Research'] }),
  doc(3, 'Leasing update for the spring', 'A food distributor took cold storage space in Dallas; the rest of the park is office and flex space for local firms.', { categories: ['News'] }),
  doc(4, 'About Larkspur', 'Larkspur Logistics owns and operates warehouses and distribution buildings across the country.', { uri: '/about/', date: 1_600_000_000 }),
  doc(5, 'Gateway 303 distribution campus completed', 'Two buildings with cross-dock distribution layouts sit next to the interchange.', { categories: ['News'] }),
  doc(6, 'Tenant improvements explained', 'What a tenant may change, who pays for it, and how a tenant improvement allowance is negotiated.', { categories: ['Insights'] }),
  doc(7, 'Élan business park welcomes its first tenant', 'The park sits on rail with room for outdoor storage.', { categories: ['News'] }),
  doc(8, 'Warehousing trends to watch', 'Automation, power supply and clear heights drive what occupiers ask for in a building.', { categories: ['Insights', 'Research'] }),
  doc(9, 'Rail-served industrial land', 'The site has a rail spur and heavy power, zoned for industrial use near the port.', { categories: ['News'] }),
  doc(10, 'Phoenix industrial outlook', 'Construction slowed while demand for industrial space held; Dallas remains the bigger market.', { categories: ['Research', 'Insights'] }),
  doc(11, 'Careers', 'Join the team that develops and manages industrial property.', { uri: '/careers/', date: 1_600_000_000 }),
  doc(12, 'Community grants awarded', 'Local schools near our parks received grants for science programs and rail safety.', { categories: ['Community'] }),
];

/** Queries whose top results both indexes must agree on: exact words, several words, a prefix being typed, accents, plurals, typos. */
const QUERIES = [
  'warehouse',
  'dallas',
  'cold storage',
  'wareh',
  'gateway distribution',
  'elan',
  'tenant',
  'tenants',
  'warehuse',
  'phenix',
  'rail industrial',
  'industrial',
  'distribtion campus',
  'dock',
  'news dallas',
  'grants',
  'nothing matches this',
];

/**
 * Queries that only a field's length decides: the in-process index (BM25) ranks a word in a short
 * field over the same word in a longer one, PostgreSQL ranks them alike (the newer first). Both
 * find the same documents.
 */
const SAME_MATCHES = ['research', 'insights'];

/** How many of the best results must be the same, in the same order. */
const TOP = 3;

describe('one search document, as a revalidation reads it again', () => {
  it('is the document the full read gives for that uri, and nothing where the CMS serves no post or page', async () => {
    const all = await loadSearchDocuments();
    for (const uri of ['/about/', '/news/infill-industrial-last-mile-outperforming/']) expect(await loadSearchDocument(uri)).toEqual(all.find((document) => document.uri === uri));
    expect(await loadSearchDocument('/no-such-page/')).toBeNull();
  });
});

describe.skipIf(!withPostgres)('the search index in PostgreSQL', () => {
  let database: { url: string; drop(): Promise<void> };
  let index: PostgresSearchIndex;
  const inProcess = SiteSearchIndex.build(corpus);

  beforeAll(async () => {
    await postgresExtension('pg_trgm');
    database = await postgresSchema('search');
    index = await PostgresSearchIndex.open(database.url);
    await index.upsert(corpus);
  });
  afterAll(async () => {
    await index?.close();
    await database?.drop();
  });

  it.each(QUERIES)('answers %j with the in-process index’s matches and top results', async (query) => {
    const expected = inProcess.find(query, 20, 0);
    const found = await index.find(query, 20, 0);
    expect(found.total).toBe(expected.total);
    expect(new Set(found.results.map((result) => result.uri))).toEqual(new Set(expected.results.map((result) => result.uri)));
    expect(found.results.slice(0, TOP).map((result) => result.uri)).toEqual(expected.results.slice(0, TOP).map((result) => result.uri));
  });

  it.each(SAME_MATCHES)('answers %j with the in-process index’s matches', async (query) => {
    const expected = inProcess.find(query, 20, 0);
    const found = await index.find(query, 20, 0);
    expect(found.total).toBe(expected.total);
    expect(new Set(found.results.map((result) => result.uri))).toEqual(new Set(expected.results.map((result) => result.uri)));
  });

  it.each(QUERIES)('answers %j, ranking only a few candidates, with every match counted and the best title match first', async (query) => {
    // Two candidates of each kind, from the 3 newest documents and 8 matches: a query of a large archive, in small.
    const bounded = await PostgresSearchIndex.open(database.url, { candidates: 2, newestWindow: 3 });
    try {
      const whole = await index.find(query, 20, 0);
      const found = await bounded.find(query, 20, 0);
      expect(found.total).toBe(whole.total);
      expect(found.results.length).toBe(Math.min(whole.total, 20));
      const matches = new Set(whole.results.map((result) => result.uri));
      expect(found.results.every((result) => matches.has(result.uri))).toBe(true);
      // The best match holds a word in its title (the top's rule): it is among the candidates.
      const best = corpus.find((document) => document.uri === whole.results[0]?.uri);
      if (best && query.split(' ').every((word) => best.title.toLowerCase().includes(word.slice(0, 4)))) expect(found.results[0]?.uri).toBe(best.uri);
    } finally {
      await bounded.close();
    }
  });

  it('answers what the API shows of a result, and pages through every match', async () => {
    const first = await index.find('industrial', 2, 0);
    const best = corpus.find((document) => document.uri === first.results[0]?.uri);
    expect(first.results[0]).toEqual({ uri: best?.uri, title: best?.title, excerpt: best?.excerpt, categories: best?.categories, date: best?.date });
    const second = await index.find('industrial', 2, 2);
    const past = await index.find('industrial', 2, 10);
    expect(second.total).toBe(first.total);
    expect(past).toEqual({ results: [], total: first.total });
    expect(first.total).toBe(3);
    expect(new Set([...first.results, ...second.results].map((result) => result.uri)).size).toBe(3);
  });

  it('finds any word of any document, whatever characters it holds, as the in-process index does', async () => {
    const word = fc.stringMatching(/^[a-zà-ÿ'\\:&|!()*]{2,9}$/);
    await fc.assert(
      fc.asyncProperty(fc.array(word, { minLength: 1, maxLength: 6 }), async (words) => {
        const document = doc(1_000, words.join(' '), words.reverse().join(' '));
        await index.upsert([document]);
        const reference = SiteSearchIndex.build([...corpus, document]);
        for (const query of words) {
          const expected = reference.find(query, 20, 0);
          const found = await index.find(query, 20, 0);
          expect(new Set(found.results.map((result) => result.uri))).toEqual(new Set(expected.results.map((result) => result.uri)));
        }
        await index.remove([document.uri]);
      }),
      { numRuns: 25 },
    );
  });

  it('keeps up with a revalidation: a post published, changed or trashed', async () => {
    vi.stubEnv('DATABASE_URL', database.url);
    resetSearchIndex();
    try {
      const cms = new Map<string, SearchDocument>();
      const load = async (uri: string) => cms.get(uri) ?? null;
      const search = async (q: string) => (await searchResponse(new URLSearchParams({ q }))).json() as Promise<{ results: Array<{ uri: string }>; total: number }>;
      expect(await getSearchBackend()).not.toBeInstanceOf(SiteSearchIndex);

      cms.set('/news/new-park/', doc(50, 'Brightwater logistics park', 'A new park on the river.', { uri: '/news/new-park/' }));
      await searchContentChanged(['/news/new-park/', '/news/'], load);
      expect(await search('brightwater')).toMatchObject({ results: [{ uri: '/news/new-park/' }], total: 1 });

      cms.set('/news/new-park/', doc(50, 'Riverside logistics park', 'A new park on the river.', { uri: '/news/new-park/' }));
      await searchContentChanged(['/news/new-park/'], load);
      expect(await search('brightwater')).toMatchObject({ results: [], total: 0 });
      expect(await search('riverside')).toMatchObject({ results: [{ uri: '/news/new-park/' }], total: 1 });

      cms.delete('/news/new-park/');
      await searchContentChanged(['/news/new-park/'], load);
      expect(await search('riverside')).toMatchObject({ results: [], total: 0 });
    } finally {
      vi.unstubAllEnvs();
      resetSearchIndex();
    }
  });

  it('is shared: a second connection (another instance) finds what the first wrote, with nothing to build', async () => {
    const other = await PostgresSearchIndex.open(database.url);
    try {
      expect(await other.find('gateway')).toMatchObject({ results: [{ uri: '/news/doc-5/' }], total: 1 });
      await index.upsert([doc(60, 'Northgate cross-dock', 'Opened today.')]);
      expect(await other.find('northgate')).toMatchObject({ results: [{ uri: '/news/doc-60/' }], total: 1 });
    } finally {
      await index.remove(['/news/doc-60/']);
      await other.close();
    }
  });
});
