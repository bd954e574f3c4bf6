/**
 * A large archive of posts (`EMBEDDED_POSTS_FILE`, NDJSON): written and read streaming, held as
 * listing fields with bodies read on demand, paged through without loss or repetition, split into
 * sitemap files of bounded size, and a feed of a fixed size however many posts there are.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { archiveDatabasePath, openArchive, readPostsFile, writePostsFile, type GeneratedArchive } from '../../content/posts-archive';
import type { ContentPost } from '../../content';
import { generatePosts, postStream } from '../../scripts/lib/generate-posts';
import { createPostStore } from '../../site/cms/embedded-posts';
import { sitemapFile, sitemapFileCount, sitemapFileXml, sitemapIndexXml, SITEMAP_MAX_URLS } from '../../site/sitemap-files';

const COUNT = 400;
const dir = mkdtempSync(path.join(tmpdir(), 'archive-test-'));
const file = path.join(dir, 'posts.ndjson');
const generated = generatePosts({ count: COUNT, seed: 11 });

let data: typeof import('../../site/news/data');
let demo: readonly ContentPost[] = [];

beforeAll(async () => {
  writePostsFile(file, postStream({ count: COUNT, seed: 11 }));
  vi.stubEnv('EMBEDDED_POSTS_FILE', file);
  vi.resetModules();
  data = await import('../../site/news/data');
  demo = (await import('../../content/posts')).demoPosts;
}, 120_000);

afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

describe('the archive file', () => {
  it('reads back, line by line, exactly the posts written, in order', () => {
    const read: ContentPost[] = [];
    readPostsFile(file, (post) => read.push(post));
    expect(read).toEqual(generated);
    expect(readFileSync(file, 'utf8').split('\n').filter((line) => line !== '')).toHaveLength(COUNT);
  });

  it('serves every post whole from its database, and its listing fields without the bodies', () => {
    const archive = openArchive(file);
    const newest = { field: 'date', descending: true } as const;
    const byDate = [...generated].sort((a, b) => b.date.localeCompare(a.date));
    expect(archive.count({})).toBe(COUNT);
    expect(archive.page({}, newest, 0, COUNT).map((summary) => summary.databaseId)).toEqual(byDate.map((post) => post.databaseId));
    expect([...archive.each({}, newest)].map((summary) => summary.databaseId)).toEqual(byDate.map((post) => post.databaseId));
    expect(archive.page({}, newest, 0, 1)[0]).not.toHaveProperty('blocks');
    expect(archive.atUri(generated[7]?.uri ?? '')?.databaseId).toBe(generated[7]?.databaseId);
    for (const post of [generated[0], generated[COUNT - 1]]) expect(archive.load(post?.databaseId ?? 0)).toEqual(post);
    expect(archive.load(1)).toBeUndefined();
  });

  it('rebuilds the database when the file changes', () => {
    const other = path.join(dir, 'other.ndjson');
    writePostsFile(other, generated.slice(0, 3));
    expect(openArchive(other).count({})).toBe(3);
    writePostsFile(other, generated.slice(0, 5));
    expect(openArchive(other).count({})).toBe(5);
    expect(readFileSync(archiveDatabasePath(other)).length).toBeGreaterThan(0);
  });

  it('names the line of a file that is not one post a line', () => {
    const bad = path.join(dir, 'bad.ndjson');
    writeFileSync(bad, `${JSON.stringify(generated[0])}\n{"title": "half a post"}\n`);
    expect(() => readPostsFile(bad, () => undefined)).toThrow(/line 2 is not a post/);
    writeFileSync(bad, JSON.stringify(generated.slice(0, 2), null, 2));
    expect(() => readPostsFile(bad, () => undefined)).toThrow(/line 1 is not JSON/);
  });
});

describe('the post store', () => {
  it('lists and filters without reading a body, and reads one when a field outside the listing is asked', () => {
    let loads = 0;
    const archive = openArchive(file);
    const counting: GeneratedArchive = { ...archive, load: (id) => ((loads += 1), archive.load(id)) };
    const store = createPostStore(counting, () => '');
    const selected = store.select({ categoryName: 'research', dateQuery: { year: 2019 } });
    const research = selected.slice(0, selected.length);
    const views = research.map((entry) => store.view(entry));
    expect(views.every((post) => post.categories.includes('research') && post.date.startsWith('2019'))).toBe(true);
    expect(views.map((post) => post.title).length).toBe(research.length);
    expect(loads).toBe(0);
    const first = views.find((post) => !demo.some((known) => known.databaseId === post.databaseId));
    expect(first?.excerpt).toBe(generated.find((post) => post.databaseId === first?.databaseId)?.excerpt);
    expect(loads).toBe(1);
  });

  it('reads nothing of the archive at start, and a page of a filter with one query after its first request', () => {
    const archive = openArchive(file);
    const calls: string[] = [];
    const counted = Object.fromEntries(
      Object.entries(archive).map(([name, method]) => [name, (...args: unknown[]) => (calls.push(name), (method as (...a: unknown[]) => unknown)(...args))]),
    ) as unknown as GeneratedArchive;
    const store = createPostStore(counted, () => '', demo);
    expect(calls).toEqual([]);
    const research = store.select({ categoryName: 'research' });
    research.slice(0, 12);
    calls.length = 0;
    const again = store.select({ categoryName: 'research' });
    expect(again.slice(12, 24)).toHaveLength(12);
    expect(calls).toEqual(['page']);
  });

  it('counts terms and filters as the posts say, and orders by any field with the demo posts among the archived', () => {
    const store = createPostStore(openArchive(file), () => '', demo);
    const all = [...demo, ...generated];
    expect(store.categoryCount('research')).toBe(all.filter((post) => post.categories.includes('research')).length);
    expect(store.tagCount('solar')).toBe(all.filter((post) => post.tags.includes('solar')).length);
    const key = (post: ContentPost) => post.title.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
    const byTitle = [...all].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
    const list = store.select({ orderby: [{ field: 'TITLE' as never, order: 'ASC' as never }] });
    expect(list.slice(0, list.length).map((entry) => entry.databaseId)).toEqual(byTitle.map((post) => post.databaseId));
    const months = store.select({ dateQuery: { year: 2019, month: 3 } });
    expect(months.slice(0, months.length).map((entry) => entry.databaseId)).toEqual(everyPost().filter((post) => post.date.startsWith('2019-03')).map((post) => post.databaseId));
    expect(store.byUri(generated[3]?.uri ?? '')?.databaseId).toBe(generated[3]?.databaseId);
    expect(store.byUri(demo[0]?.uri ?? '')).toBe(demo[0]);
  });
});

/** Every post newest first, as the news index lists them. */
const everyPost = () => [...demo, ...generated].sort((a, b) => b.date.localeCompare(a.date));

describe('paging the archive', () => {
  const filters = fc.record({
    categorySlug: fc.option(fc.constantFrom('news', 'insights', 'research', 'sustainability'), { nil: undefined }),
    tagSlug: fc.option(fc.constantFrom('esg', 'solar', 'dallas', 'phoenix'), { nil: undefined }),
    year: fc.option(fc.integer({ min: 2013, max: 2025 }), { nil: undefined }),
  });

  it('gives every post of a filter once, in order, however the pages are cut', async () => {
    await fc.assert(
      fc.asyncProperty(filters, fc.integer({ min: 7, max: 100 }), async (filter, first) => {
        const expected = everyPost().filter(
          (post) =>
            (filter.categorySlug === undefined || post.categories.includes(filter.categorySlug)) &&
            (filter.tagSlug === undefined || post.tags.includes(filter.tagSlug)) &&
            (filter.year === undefined || post.date.startsWith(String(filter.year))),
        );
        const seen: number[] = [];
        let after: string | null = null;
        for (let more = true; more; ) {
          const page: Awaited<ReturnType<typeof data.listPosts>> = await data.listPosts({ ...filter, first, after });
          expect(page.posts.length).toBeLessThanOrEqual(first);
          seen.push(...page.posts.map((post) => post.id));
          more = page.hasNextPage;
          after = page.endCursor;
        }
        expect(new Set(seen).size).toBe(seen.length);
        expect(seen).toEqual(expected.map((post) => post.databaseId));
      }),
      { numRuns: 25 },
    );
  }, 300_000);
});

describe('the sitemap index', () => {
  it('splits any number of URLs into files of at most the limit, each URL once and in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000 }), fc.integer({ min: 1, max: 300 }), (count, max) => {
        const urls = Array.from({ length: count }, (_, index) => index);
        const files = Array.from({ length: sitemapFileCount(count, max) }, (_, id) => sitemapFile(urls, id, max));
        expect(files.every((urlsOfFile) => urlsOfFile.length <= max)).toBe(true);
        expect(files.flat()).toEqual(urls);
        expect(files.length).toBe(Math.max(1, Math.ceil(count / max)));
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 600 }), fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 250 }), (count, max, run) => {
        const urls = Array.from({ length: count }, (_, index) => `https://example.com/${index}/`);
        for (let id = 0; id < sitemapFileCount(count, max); id += 1) {
          const xml = sitemapFileXml(urls, id, (url) => ({ url, changeFrequency: 'monthly', priority: 0.6 }), max, run);
          expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual(sitemapFile(urls, id, max));
        }
      }),
    );
    expect(SITEMAP_MAX_URLS).toBeLessThanOrEqual(50_000);
    expect(sitemapFileCount(100_045, 50_000)).toBe(3);
    expect(sitemapFileCount(100_045)).toBe(Math.ceil(100_045 / SITEMAP_MAX_URLS));
    expect(sitemapFile([1, 2, 3], -1, 2)).toEqual([]);
  });

  it('lists every indexable page and post once across its files, and the index names each file on the public host', async () => {
    const files = await import('../../site/app/sitemap/[file]/route');
    const names = (await files.generateStaticParams()).map(({ file }) => file);
    const xml = await Promise.all(names.map(async (file) => (await files.GET(new Request('http://localhost/'), { params: Promise.resolve({ file }) })).text()));
    const urls = xml.flatMap((text) => [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? ''));
    expect(new Set(urls).size).toBe(urls.length);
    const paths = new Set(urls.map((url) => new URL(url).pathname));
    expect([...demo, ...generated].filter((post) => post.seo.metaRobotsNoindex !== 'noindex' && !paths.has(post.uri))).toEqual([]);
    expect(xml[0]).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect((await files.GET(new Request('http://localhost/'), { params: Promise.resolve({ file: `${names.length}.xml` }) })).status).toBe(404);
    expect((await files.GET(new Request('http://localhost/'), { params: Promise.resolve({ file: 'x.xml' }) })).status).toBe(404);
    const index = await (await (await import('../../site/app/sitemap.xml/route')).GET()).text();
    expect(index).toContain('<sitemapindex');
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname)).toEqual(names.map((file) => `/sitemap/${file}`));
    expect(sitemapIndexXml(['https://example.com/sitemap/0.xml?a&b'])).toContain('<loc>https://example.com/sitemap/0.xml?a&amp;b</loc>');
  }, 120_000);
});

describe('the sitemap files of the embedded archive', () => {
  it('list every indexable page and post once, at most the limit per file, however the files are cut', async () => {
    const { indexableEntries } = await import('../../site/sitemap-entries');
    const pages = (await import('../../content')).content.pages.filter((page) => page.seo.metaRobotsNoindex !== 'noindex').map((page) => page.uri);
    const posts = [...demo, ...generated].filter((post) => post.seo.metaRobotsNoindex !== 'noindex').map((post) => post.uri);
    const entries = await indexableEntries();
    expect(entries.length).toBe(pages.length + posts.length);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 500 }), async (max) => {
        const files = Array.from({ length: sitemapFileCount(entries.length, max) }, (_, id) => sitemapFile(entries, id, max));
        expect(files.every((run) => run.length <= max)).toBe(true);
        const uris = files.flat().map((entry) => entry.uri);
        expect(new Set(uris).size).toBe(uris.length);
        expect(new Set(uris)).toEqual(new Set([...pages, ...posts]));
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});

describe('the feed', () => {
  it('holds the newest 50 posts however large the archive', async () => {
    const xml = await (await (await import('../../site/app/news/feed.xml/route')).GET()).text();
    const links = [...xml.matchAll(/<link>([^<]+)<\/link>/g)].slice(1).map((match) => new URL(match[1] ?? '').pathname);
    expect(links).toEqual(everyPost().slice(0, 50).map((post) => post.uri));
  }, 60_000);
});
