import fc from 'fast-check';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { blockRegistry } from '../../codegen/generated/registry';
import { htmlToText, normalizePayload, prepareBlocks } from '../../engine';
import { blocksParagraphs, blocksText, excerptOf, loadSearchDocuments, unixSeconds, type SearchDocument } from '../../site/cms/search-documents';
import { MAX_QUERY_LENGTH, normalizeQuery, searchResponse } from '../../site/search/api';
import { IN_PROCESS_MAX_DOCUMENTS, MAX_RESULTS, SearchIndexTooLarge, SiteSearchIndex } from '../../site/search/index';
import { getSearchIndex, markSearchIndexStale, resetSearchIndex } from '../../site/search/store';

const doc = (id: number, title: string, body: string, extra: Partial<SearchDocument> = {}): SearchDocument => ({
  id,
  uri: `/doc-${id}/`,
  title,
  excerpt: `<p>${title}</p>`,
  categories: [],
  date: 1_700_000_000,
  body,
  ...extra,
});

describe('search documents from the CMS', () => {
  let documents: SearchDocument[];
  beforeAll(async () => {
    documents = await loadSearchDocuments();
  });

  it('cover every page and post once, with a normalised uri', () => {
    const uris = documents.map((document) => document.uri);
    expect(new Set(uris).size).toBe(uris.length);
    expect(uris).toContain('/');
    expect(uris).toContain('/about/');
    expect(uris).toContain('/news/larkspur-completes-gateway-303-distribution-campus/');
  });

  it('carry a post’s categories, its excerpt and its date in unix seconds', () => {
    const post = documents.find((document) => document.uri === '/news/infill-industrial-last-mile-outperforming/');
    expect(post?.categories).toEqual(['Insights', 'Research']);
    expect(post?.date).toBe(Date.UTC(2024, 0, 30, 7, 45) / 1000);
    expect(post?.excerpt).toMatch(/^<p>Vacancy in infill submarkets/);
  });

  it('give a page the opening of its text as excerpt and no category', () => {
    const about = documents.find((document) => document.uri === '/about/');
    expect(about?.categories).toEqual([]);
    expect(about?.excerpt).toMatch(/^<p>Larkspur Logistics is a privately held owner/);
    expect(about?.body).toContain('What we do');
  });
});

describe('search text helpers', () => {
  it('turn HTML into text without scripts, tags or entities', () => {
    expect(htmlToText('<p>Dock&nbsp;doors &amp; <b>rail</b></p><script>alert(1)</script>')).toBe('Dock doors & rail');
  });

  /** Blocks as the engine prepares them for the page. */
  const prepare = (name: string, attributes: Record<string, unknown>) =>
    prepareBlocks(normalizePayload([{ name, attributesJSON: JSON.stringify(attributes), originalContent: '', innerBlocks: [] }]).blocks, blockRegistry).blocks;

  it('read the words of ACF fields as the schema marks them, not URLs, choices, numbers or field references', () => {
    const data = {
      title: 'Cold storage <em>experts</em>',
      _title: 'field_5f1a2b3c',
      formattedContent: '<p>Dock&nbsp;doors &amp; rail</p>',
      cta: { url: '/about/', title: 'Meet us', target: '_blank' },
      description_position: 'left',
      total_sf: '12',
      desktopBg: 'https://cms.example/a.jpg',
    };
    expect(blocksText(prepare('acf/page-hero', { data }))).toBe('Cold storage experts Dock doors & rail Meet us');
    // content-blocks serves ACF's data as a JSON string.
    expect(blocksText(prepare('acf/page-hero', { data: JSON.stringify(data) }))).toBe('Cold storage experts Dock doors & rail Meet us');
    expect(blocksParagraphs(prepare('acf/page-hero', { data }))).toBe('Dock doors & rail');
    // Saved HTML is read from the page's content; a block the page does not render adds nothing.
    expect(blocksText(prepare('core/paragraph', { content: 'saved HTML is read elsewhere' }))).toBe('');
    expect(blocksParagraphs(prepare('core/paragraph', { content: 'A <b>first</b> paragraph' }))).toBe('A first paragraph');
    expect(blocksText(prepare('acf/page-hero', { data: '{' }))).toBe('');
  });

  it('read WordPress’s zone-less dates as written', () => {
    expect(unixSeconds('2024-05-14T09:00:00')).toBe(Date.UTC(2024, 4, 14, 9) / 1000);
    expect(unixSeconds('2024-05-14T09:00:00+02:00')).toBe(Date.UTC(2024, 4, 14, 7) / 1000);
    expect(unixSeconds('not a date')).toBe(0);
  });

  it('cut a long excerpt at a word and escape it', () => {
    expect(excerptOf('a < b')).toBe('<p>a &lt; b</p>');
    const long = excerptOf('word '.repeat(100).trim(), 20);
    expect(long).toBe('<p>word word word word\u2026</p>');
  });
});

describe('the search index', () => {
  const index = SiteSearchIndex.build([
    doc(1, 'Cold storage in Phoenix', 'A refrigerated warehouse near the airport.'),
    doc(2, 'Quarterly market report', 'Demand for cold storage space keeps rising across the Southwest.'),
    doc(3, 'Warehouse leasing checklist', 'Five questions before you sign.', { categories: ['Insights'] }),
    doc(4, 'Rail-served park opens', 'The park has rail spurs and 36-foot clear heights.'),
  ]);

  it('ranks a title match above a body match', () => {
    expect(index.search('cold storage').map((result) => result.uri)).toEqual(['/doc-1/', '/doc-2/']);
  });

  it('matches the word being typed as a prefix', () => {
    expect(index.search('wareh').map((result) => result.uri)).toEqual(['/doc-3/', '/doc-1/']);
  });

  it('forgives a typo in a longer word', () => {
    expect(index.search('refrigrated').map((result) => result.uri)).toEqual(['/doc-1/']);
  });

  it('finds the singular from the plural and back', () => {
    expect(index.search('warehouses').map((result) => result.uri)).toEqual(['/doc-3/', '/doc-1/']);
    expect(index.search('heights spur').map((result) => result.uri)).toEqual(['/doc-4/']);
  });

  it('widens only unknown words to their typos, so a real word keeps its meaning', () => {
    const tenants = SiteSearchIndex.build([doc(1, 'Tenant handbook', ''), doc(2, 'Tenement history', '')]);
    expect(tenants.search('tenement').map((result) => result.uri)).toEqual(['/doc-2/']);
    expect(tenants.search('tenemant').map((result) => result.uri)).toEqual(['/doc-2/']);
  });

  it('folds case and accents, and requires every word', () => {
    expect(index.search('PHÖENIX').map((result) => result.uri)).toEqual(['/doc-1/']);
    expect(index.search('rail phoenix')).toEqual([]);
  });

  it('answers the fields the API promises, and nothing else', () => {
    expect(index.search('checklist')).toEqual([{ uri: '/doc-3/', title: 'Warehouse leasing checklist', excerpt: '<p>Warehouse leasing checklist</p>', categories: ['Insights'], date: 1_700_000_000 }]);
  });

  it('returns at most MAX_RESULTS results, and how many match in all', () => {
    const many = SiteSearchIndex.build(Array.from({ length: MAX_RESULTS + 20 }, (_, i) => doc(i + 1, `Dock ${i}`, 'loading dock')));
    expect(many.search('dock')).toHaveLength(MAX_RESULTS);
    expect(many.find('dock').total).toBe(MAX_RESULTS + 20);
  });

  it('pages through every match from an offset, each once, best first', () => {
    const many = SiteSearchIndex.build(Array.from({ length: 45 }, (_, i) => doc(i + 1, `Dock ${i}`, 'loading dock')));
    const pages = [0, 20, 40].map((offset) => many.find('dock', MAX_RESULTS, offset));
    expect(pages.map((page) => page.results.length)).toEqual([20, 20, 5]);
    expect(pages.every((page) => page.total === 45)).toBe(true);
    const uris = pages.flatMap((page) => page.results.map((result) => result.uri));
    expect(new Set(uris).size).toBe(45);
    expect(uris.slice(0, 20)).toEqual(many.search('dock').map((result) => result.uri));
    expect(many.find('dock', MAX_RESULTS, 60)).toEqual({ results: [], total: 45 });
  });

  it('refuses an archive larger than it holds in memory, saying to search in PostgreSQL', async () => {
    async function* pages() {
      for (let start = 0; start <= IN_PROCESS_MAX_DOCUMENTS; start += 1000) yield Array.from({ length: 1000 }, (_, i) => doc(start + i + 1, 'Post', ''));
    }
    await expect(SiteSearchIndex.buildAsync(pages())).rejects.toThrow(SearchIndexTooLarge);
    await expect(SiteSearchIndex.buildAsync(pages())).rejects.toThrow(/set DATABASE_URL to a PostgreSQL database/);
  });

  it('keeps the first of two documents with the same id', async () => {
    const twice = await SiteSearchIndex.buildAsync([doc(1, 'First title', ''), doc(1, 'Second title', '')]);
    expect(twice.size).toBe(1);
    expect(twice.search('title').map((result) => result.title)).toEqual(['First title']);
  });
});

describe('GET /api/search/', () => {
  const index = SiteSearchIndex.build([doc(1, 'Gateway 303 distribution campus', 'Glendale, Arizona'), doc(2, 'ｗａｒｅhouse lease', '')]);
  const ask = async (q: string | null) => {
    const params = new URLSearchParams();
    if (q !== null) params.set('q', q);
    const response = await searchResponse(params, async () => index);
    return { status: response.status, headers: response.headers, body: (await response.json()) as { results: unknown[]; error?: string } };
  };

  it('answers results with cache and CORS headers', async () => {
    const { status, body, headers } = await ask('gateway');
    expect(status).toBe(200);
    expect(body.results).toHaveLength(1);
    expect(headers.get('cache-control')).toContain('max-age=60');
    expect(headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers no results for a missing, empty, blank or one-character query', async () => {
    for (const q of [null, '', '   ', 'g', ' g ', '\u0000g']) {
      const { status, body } = await ask(q);
      expect(status).toBe(200);
      expect(body.results).toEqual([]);
    }
  });

  it('refuses a 10,000-character query with 400', async () => {
    const { status, body } = await ask('x'.repeat(10_000));
    expect(status).toBe(400);
    expect(body.error).toBe(`q: at most ${MAX_QUERY_LENGTH} characters`);
    expect((await ask('warehouse '.repeat(25))).status).toBe(400);
  });

  it('searches odd Unicode without failing', async () => {
    for (const q of ['\uD800gateway', 'gate\uDFFFway', '\u202Egateway', '😀😀', 'gateway\u0000303', '𝔤𝔞𝔱𝔢𝔴𝔞𝔶', 'ａｒｉｚｏｎａ', '%E0%A4%A', '\u0301\u0301']) {
      const { status, body } = await ask(q);
      expect(status).toBe(200);
      expect(Array.isArray(body.results)).toBe(true);
    }
    expect((await ask('ａｒｉｚｏｎａ')).body.results).toHaveLength(1);
    expect((await ask('\uD800gateway')).body.results).toHaveLength(1);
  });

  it('never fails with a 5xx for any string', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: fc.constantFrom('grapheme', 'binary', 'binary-ascii'), maxLength: 400 }), async (q) => {
        const { status, body } = await ask(q);
        expect([200, 400]).toContain(status);
        expect(Array.isArray(body.results)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('answers a repeated query from its index’s recent answers', async () => {
    const fresh = SiteSearchIndex.build([doc(1, 'Gateway 303 distribution campus', '')]);
    const search = vi.spyOn(fresh, 'find');
    const answer = async (q: string) => (await searchResponse(new URLSearchParams({ q }), async () => fresh)).json();
    const first = await answer('gateway');
    expect(await answer('Gateway')).toEqual(first);
    expect(search).toHaveBeenCalledTimes(1);
    // Another index (a rebuild) answers for itself.
    const rebuilt = SiteSearchIndex.build([doc(2, 'Gateway 101', '')]);
    expect(await (await searchResponse(new URLSearchParams({ q: 'gateway' }), async () => rebuilt)).json()).toMatchObject({ results: [{ uri: '/doc-2/' }] });
  });

  it('answers the next results from ?offset=, and refuses an offset that is not a whole number in range', async () => {
    const many = SiteSearchIndex.build(Array.from({ length: 30 }, (_, i) => doc(i + 1, `Dock ${i}`, 'loading dock')));
    const answer = async (params: Record<string, string>) => {
      const response = await searchResponse(new URLSearchParams(params), async () => many);
      return { status: response.status, body: (await response.json()) as { results: Array<{ uri: string }>; total: number } };
    };
    const first = await answer({ q: 'dock' });
    const second = await answer({ q: 'dock', offset: '20' });
    expect([first.body.results.length, second.body.results.length, second.body.total]).toEqual([20, 10, 30]);
    expect(second.body.results.some((result) => first.body.results.some((shown) => shown.uri === result.uri))).toBe(false);
    for (const offset of ['-1', '1.5', 'ten', '1e3', '10001', '99999999']) expect((await answer({ q: 'dock', offset })).status, offset).toBe(400);
    expect((await answer({ q: 'dock', offset: '' })).body.results).toHaveLength(20);
  });

  it('answers 503 with no results when the index cannot be built', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await searchResponse(new URLSearchParams({ q: 'gateway' }), () => Promise.reject(new Error('CMS down')));
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ results: [] });
  });
});

describe('normalizeQuery', () => {
  it('folds full-width letters, drops control characters and collapses blanks', () => {
    expect(normalizeQuery('  ｗａｒｅ\u0007  house\n')).toEqual({ ok: true, query: 'ware house' });
  });
});

describe('the process’s search index', () => {
  afterEach(() => resetSearchIndex());

  it('is built on the first query, reused, and rebuilt in the background once content changes', async () => {
    let version = 1;
    const load = vi.fn(async () => [doc(1, `Version ${version}`, '')]);
    resetSearchIndex(load);
    const first = await getSearchIndex();
    expect(first.search('version').map((result) => result.title)).toEqual(['Version 1']);
    expect(await getSearchIndex()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);

    version = 2;
    markSearchIndexStale();
    // The query that notices the change is still answered by the previous index.
    expect(await getSearchIndex()).toBe(first);
    await vi.waitFor(async () => expect((await getSearchIndex()).search('version').map((result) => result.title)).toEqual(['Version 2']));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one build between concurrent first queries, and fails them when the CMS cannot be read', async () => {
    const load = vi.fn(() => Promise.reject(new Error('CMS down')));
    resetSearchIndex(load);
    await expect(Promise.all([getSearchIndex(), getSearchIndex()])).rejects.toThrow('CMS down');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says once that the archive is too large, and reads it again only after content changes', async () => {
    const load = vi.fn(async () => [doc(1, 'Too many', '')]);
    resetSearchIndex(load);
    const build = vi.spyOn(SiteSearchIndex, 'buildAsync').mockRejectedValue(new SearchIndexTooLarge(IN_PROCESS_MAX_DOCUMENTS + 1));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answers = await Promise.all([1, 2, 3].map(() => searchResponse(new URLSearchParams({ q: 'many' }), getSearchIndex)));
    expect(answers.map((answer) => answer.status)).toEqual([503, 503, 503]);
    await expect(getSearchIndex()).rejects.toThrow(SearchIndexTooLarge);
    expect(load).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledOnce();
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/Site search: .*DATABASE_URL/);
    build.mockRestore();
    errors.mockRestore();
    markSearchIndexStale();
    expect((await getSearchIndex()).search('many')).toHaveLength(1);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps answering with the last good index when a rebuild fails', async () => {
    let fail = false;
    resetSearchIndex(async () => {
      if (fail) throw new Error('CMS down');
      return [doc(1, 'Kept', '')];
    });
    const first = await getSearchIndex();
    fail = true;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    markSearchIndexStale();
    expect(await getSearchIndex()).toBe(first);
    await vi.waitFor(() => expect(errors).toHaveBeenCalled());
    expect(await getSearchIndex()).toBe(first);
    errors.mockRestore();
  });
});
