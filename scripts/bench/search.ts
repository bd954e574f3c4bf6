/**
 * The search benchmark (issue 3): 10,000 generated posts.
 *
 * - `search.p95_ms_10k`: in process, the API's path (normalise the query, search the MiniSearch
 *   index, shape at most 50 results) for 600 visitor queries; each query is timed 7 times and its
 *   median kept, so a busy machine's scheduling hiccups do not pass for the index's cost; the
 *   figure is the 95th percentile over the queries. Target ≤ 2 ms.
 * - `search.http_p95_ms`: `GET /api/search/?q=` on the built site (`next start`), its index built
 *   from a stand-in WordPress serving the same 10,000 posts over GraphQL, under 20 concurrent
 *   clients (autocannon, 10 s, cycling through the queries, so repeated queries are answered from
 *   the API's recent answers as in production); the 95th percentile of every answer's latency.
 *   Target ≤ 20 ms. Needs a build: when `site/.next` has none, `npm run build` runs first.
 *
 * Also printed: the index build time, the API's throughput, and the same server's p95 for a
 * static file (robots.txt) under the same load: the framework's floor on this machine, which no
 * search work can go below.
 */
import autocannon, { type AutocannonResult } from 'autocannon';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { normalizeQuery } from '../../site/search/api';
import { SiteSearchIndex } from '../../site/search/index';
import { startSite } from '../../tests/e2e/server';
import { startScaleCms } from '../lib/scale-cms-server';
import { generateSearchPosts, generateSearchQueries } from '../lib/search-content';
import { median, timeMs, type BenchFigure } from './measure';

const POSTS = 10_000;
const QUERIES = 600;
const ROUNDS = 7;
const HTTP_CONNECTIONS = 20;
const HTTP_SECONDS = 10;
const root = path.resolve(__dirname, '../..');

/** The value below which `share` of the sorted values fall. */
function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

function query(index: SiteSearchIndex, text: string): number {
  const check = normalizeQuery(text);
  return check.ok ? index.search(check.query).length : 0;
}

function inProcess(index: SiteSearchIndex, queries: readonly string[]): number {
  const matched = queries.filter((text) => query(index, text) > 0).length;
  if (matched < queries.length / 2) throw new Error(`bench queries are unrealistic: only ${matched} of ${queries.length} find anything`);
  const times = queries.map(() => [] as number[]);
  for (let round = 0; round < ROUNDS; round += 1) queries.forEach((text, i) => times[i]?.push(timeMs(() => query(index, text))));
  return percentile(times.map(median), 0.95);
}

function ensureBuild(): void {
  if (existsSync(path.join(root, 'site/.next/BUILD_ID'))) return;
  console.error('search bench: no build in site/.next, running npm run build first');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
}

/** The 95th-percentile latency of `path` (or of the paths `nextPath` gives) under HTTP_CONNECTIONS clients. */
async function load(siteUrl: string, seconds: number, nextPath: () => string): Promise<{ p95: number; perSecond: number }> {
  const latencies: number[] = [];
  const result = await new Promise<AutocannonResult>((resolve, reject) => {
    const tracker = autocannon(
      { url: siteUrl, connections: HTTP_CONNECTIONS, duration: seconds, requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) }] },
      (error, value) => (error ? reject(error) : resolve(value)),
    );
    tracker.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => latencies.push(ms));
  });
  if (result.errors + result.timeouts + result.non2xx > 0) throw new Error(`the site failed under load: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`);
  return { p95: percentile(latencies, 0.95), perSecond: result.requests.average };
}

/**
 * The API under load, and for scale the same server's floor: a static file (robots.txt) under
 * the same load, which no search work can go below.
 */
async function overHttp(queries: readonly string[], posts: ReturnType<typeof generateSearchPosts>) {
  ensureBuild();
  const cms = await startScaleCms(posts);
  const site = await startSite({ CMS_GRAPHQL_URL: cms.url });
  try {
    const url = (text: string) => `/api/search/?q=${encodeURIComponent(text)}`;
    // The first query builds the index from the stand-in CMS; every later one is a plain query.
    const warm = await fetch(`${site.url}${url('warehouse')}`);
    if (!warm.ok) throw new Error(`the search API answered ${warm.status} while warming up`);
    let next = 0;
    const search = await load(site.url, HTTP_SECONDS, () => url(queries[(next += 1) % queries.length] ?? 'dock'));
    const floor = await load(site.url, HTTP_SECONDS / 2, () => '/robots.txt');
    return { search, floor };
  } finally {
    site.stop();
    await cms.close();
  }
}

/** Runs the search benchmark and returns its figures. */
export async function runSearchBench(): Promise<BenchFigure[]> {
  const posts = generateSearchPosts(POSTS, 20240305);
  const queries = generateSearchQueries(posts, QUERIES, 17);
  const started = performance.now();
  const index = SiteSearchIndex.build(posts);
  const buildMs = performance.now() - started;
  const p95 = inProcess(index, queries);
  const http = await overHttp(queries, posts);
  return [
    { name: 'search.p95_ms_10k', value: p95 },
    { name: 'search.build_ms_10k', value: buildMs },
    { name: 'search.http_p95_ms', value: http.search.p95 },
    { name: 'search.http_requests_per_s', value: http.search.perSecond },
    { name: 'search.http_static_file_p95_ms', value: http.floor.p95 },
  ];
}
