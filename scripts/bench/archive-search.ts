/**
 * The site search in PostgreSQL at archive scale: `runArchiveSearchBench(posts)` fills an index in
 * a schema of its own with `posts` generated posts (scripts/lib/generate-posts.ts, as the embedded
 * CMS serves them), then measures it. The `archive` bench group calls it at 10,000 and 100,000;
 * on its own:
 *
 *   npx tsx scripts/bench/archive-search.ts 10000 [100000 …]   (DATABASE_URL, or the local test database)
 *
 * Figures, `<n>` being the count (`10k`, `100k`):
 *
 * - `archive.search_fill_s_<n>`: `reindex` of every post, as `npm run search:index` does it.
 * - `archive.search_pg_p95_ms_<n>`: in process, `PostgresSearchIndex.find` (the API's query) for
 *   the visitor queries of scripts/lib/search-content.ts, each asked 3 times and its median kept;
 *   the 95th percentile over the queries (`rounds` sets how often). Target ≤ 100 ms.
 * - `archive.search_http_p95_ms_<n>`: `GET /api/search/?q=` on the built site (`next start`, its
 *   DATABASE_URL on that index) under 20 concurrent clients for 10 s, cycling through the queries;
 *   the 95th percentile of every answer. `archive.search_http_static_file_p95_ms_<n>`: robots.txt
 *   from the same server under the same load, the floor; `archive.search_http_vs_static_file_<n>`
 *   their ratio. Needs a build: when `site/.next` has none, `npm run build` runs first.
 *
 * The schema is dropped at the end (`keep: true` keeps it, to run the site against it).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { htmlToText } from '../../engine';
import site from '../../content/site.json';
import type { ContentBlock, ContentPost } from '../../content';
import { unixSeconds, type SearchDocument } from '../../site/cms/search-documents';
import { normalizeQuery } from '../../site/search/api';
import { PostgresSearchIndex } from '../../site/search/postgres';
import { startSite } from '../../tests/e2e/server';
import { generatePosts } from '../lib/generate-posts';
import { generateSearchQueries } from '../lib/search-content';
import { cycle, ensureBuild, load, loadWithoutFailures } from './http';
import { atMost, formatFigure, median, percentile, type BenchFigure } from './measure';

export interface ArchiveSearchOptions {
  /** The PostgreSQL database to fill (a schema of its own is made in it): DATABASE_URL, or the local test database. */
  readonly databaseUrl?: string;
  /** How many visitor queries are timed (200). */
  readonly queries?: number;
  /** Measure over HTTP too (true). */
  readonly http?: boolean;
  /** The site's port for the HTTP part (a free one by default). */
  readonly port?: number;
  /** How many times each query is timed, its median kept (3). */
  readonly rounds?: number;
  /**
   * An index this bench filled and kept before, with the same count (its URL, as `keep` prints
   * it): measured without filling again.
   */
  readonly indexUrl?: string;
  /** Keep the filled schema instead of dropping it, and say its URL. */
  readonly keep?: boolean;
  /** Runs once the figures are measured, while the filled index is still there (its URL): another measure over it. */
  readonly whileFilled?: (indexUrl: string) => Promise<void>;
}

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
/** Posts generated and written at a time: memory stays bounded at any archive size. */
const CHUNK = 2_000;
const HTTP_CONNECTIONS = 20;
const HTTP_SECONDS = 10;
/** Posts the queries are drawn from (their titles' words). */
const QUERY_SAMPLE = 2_000;

const CATEGORY_NAMES = new Map(site.categories.map((category) => [category.slug, category.name]));

const blockHtml = (blocks: readonly ContentBlock[]): string => blocks.map((block) => `${block.originalContent} ${blockHtml(block.innerBlocks)}`).join(' ');

/** A generated post as the search reads it from the embedded CMS: its content's text, its excerpt, its categories' names. */
export function generatedSearchDocument(post: ContentPost): SearchDocument {
  return {
    id: post.databaseId,
    uri: post.uri,
    title: post.title,
    excerpt: `<p>${post.excerpt}</p>`,
    categories: post.categories.map((slug) => CATEGORY_NAMES.get(slug) ?? slug),
    date: unixSeconds(post.date),
    body: htmlToText(blockHtml(post.blocks)),
  };
}

/** `count` generated posts as search documents, `CHUNK` at a time (each chunk its own seed and ids, so the same count gives the same posts). */
function* generatedDocuments(count: number): Generator<SearchDocument[]> {
  for (let start = 0; start < count; start += CHUNK) {
    yield generatePosts({ count: Math.min(CHUNK, count - start), seed: 20240614 + start, firstId: 100_000 + start }).map(generatedSearchDocument);
  }
}

/** A schema of its own in the database at `url`, and the URL whose connections use it. */
async function benchSchema(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const schema = `${process.env.TEST_SCHEMA_PREFIX ?? ''}archive_search_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  // pg_trgm goes to public first: created inside the bench's schema, it would go with the schema
  // (drop … cascade), and so would any other schema's trigram index made meanwhile.
  await run('create extension if not exists pg_trgm schema public').catch((error: unknown) => {
    if ((error as { code?: string }).code !== '23505') throw error;
  });
  await run(`create schema "${schema}"`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return { url: scoped.toString(), drop: () => run(`drop schema if exists "${schema}" cascade`) };
}

const label = (count: number): string => (count % 1000 === 0 ? `${count / 1000}k` : String(count));

async function timeMsAsync(run: () => Promise<unknown>): Promise<number> {
  const started = process.hrtime.bigint();
  await run();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/** Each query `rounds` times, in rounds; the 95th percentile of the per-query medians. */
async function inProcessP95(index: PostgresSearchIndex, queries: readonly string[], rounds: number): Promise<{ p95: number; matched: number }> {
  const times = queries.map(() => [] as number[]);
  let matched = 0;
  for (let round = 0; round < rounds; round += 1) {
    for (const [i, text] of queries.entries()) {
      const check = normalizeQuery(text);
      if (!check.ok) continue;
      times[i]?.push(
        await timeMsAsync(async () => {
          const found = await index.find(check.query);
          if (round === 0 && found.total > 0) matched += 1;
        }),
      );
    }
  }
  return { p95: percentile(times.map(median), 0.95), matched };
}

async function overHttp(url: string, queries: readonly string[], port: number | undefined) {
  ensureBuild();
  const server = await startSite({ DATABASE_URL: url }, { port });
  try {
    const path = (text: string) => `/api/search/?q=${encodeURIComponent(text)}`;
    // The first request opens the connection pool and loads the route's code.
    const warm = await fetch(`${server.url}${path('warehouse')}`);
    if (!warm.ok) throw new Error(`the search API answered ${warm.status} while warming up: ${await warm.text()}`);
    // Slow answers at a large archive may time out: counted and said, not fatal.
    const search = await load(server.url, { connections: HTTP_CONNECTIONS, seconds: HTTP_SECONDS, nextPath: cycle(queries.map(path)) });
    const floor = await loadWithoutFailures(server.url, { connections: HTTP_CONNECTIONS, seconds: HTTP_SECONDS / 2, nextPath: () => '/robots.txt' });
    return { search, floor };
  } finally {
    server.stop();
  }
}

/**
 * Fills a PostgreSQL search index with `posts` generated posts and measures it: fill time, query
 * p95 in process and, unless `http: false`, over HTTP against a static file of the same server.
 */
export async function runArchiveSearchBench(posts: number, options: ArchiveSearchOptions = {}): Promise<BenchFigure[]> {
  const n = label(posts);
  const schema = options.indexUrl !== undefined ? { url: options.indexUrl, drop: async () => undefined } : await benchSchema(options.databaseUrl ?? process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL);
  const index = await PostgresSearchIndex.open(schema.url);
  try {
    // The queries come from the first posts' titles: the same whether the index is filled now or was before.
    const sample = generatedDocuments(Math.min(posts, QUERY_SAMPLE)).next().value ?? [];
    const figures: BenchFigure[] = [];
    if (options.indexUrl === undefined) {
      const started = performance.now();
      const { indexed } = await index.reindex(generatedDocuments(posts), (count) => {
        if (count % 10_000 === 0) console.error(`  archive search: ${count.toLocaleString('en-US')} of ${posts.toLocaleString('en-US')} posts indexed`);
      });
      figures.push({ name: `archive.search_fill_s_${n}`, value: (performance.now() - started) / 1000, note: `${indexed.toLocaleString('en-US')} posts` });
      // As autovacuum leaves a table some time after a bulk load: statistics gathered, and the
      // visibility map set, so an index-only scan (the newest window's start) reads no rows.
      await sql`vacuum analyze search_documents`.execute(index.db);
    }
    const queries = generateSearchQueries(sample, options.queries ?? 200, 17);
    const local = await inProcessP95(index, queries, options.rounds ?? 3);
    figures.push({ name: `archive.search_pg_p95_ms_${n}`, value: local.p95, target: atMost(100), note: `${local.matched} of ${queries.length} queries find something` });
    if (options.http === false) {
      await options.whileFilled?.(schema.url);
      return figures;
    }
    const http = await overHttp(schema.url, queries, options.port);
    await options.whileFilled?.(schema.url);
    return [
      ...figures,
      {
        name: `archive.search_http_p95_ms_${n}`,
        value: http.search.p95,
        note: `${Math.round(http.search.perSecond)} requests/s, ${HTTP_CONNECTIONS} clients${http.search.failures > 0 ? `, failed: ${http.search.failureSummary}` : ''}`,
      },
      { name: `archive.search_http_static_file_p95_ms_${n}`, value: http.floor.p95 },
      { name: `archive.search_http_vs_static_file_${n}`, value: http.search.p95 / http.floor.p95, target: atMost(1.5) },
    ];
  } finally {
    await index.close();
    if (options.keep) console.error(`  archive search: kept the index at ${schema.url}`);
    else await schema.drop();
  }
}

/** On its own: `npx tsx scripts/bench/archive-search.ts COUNT… [--no-http] [--keep] [--index-url=URL]`; PORT for the site's port, ROUNDS for the in-process rounds. */
async function main(): Promise<void> {
  const counts = process.argv.slice(2).filter((arg) => /^\d+$/.test(arg)).map(Number);
  const port = process.env.PORT === undefined ? undefined : Number(process.env.PORT);
  for (const count of counts.length > 0 ? counts : [10_000]) {
    const rounds = process.env.ROUNDS === undefined ? undefined : Number(process.env.ROUNDS);
    const indexUrl = process.argv.find((arg) => arg.startsWith('--index-url='))?.slice('--index-url='.length);
    const figures = await runArchiveSearchBench(count, { port, rounds, indexUrl, keep: process.argv.includes('--keep'), http: !process.argv.includes('--no-http') });
    for (const figure of figures) console.log(formatFigure(figure));
  }
}

if (process.argv[1]?.endsWith('archive-search.ts')) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
