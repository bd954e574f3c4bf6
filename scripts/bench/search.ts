/**
 * The search benchmark: 10,000 generated posts.
 *
 * - `search.p95_ms_10k`: in process, the API's path (normalise the query, search the index, shape
 *   at most 20 results) for 600 visitor queries; each query is timed 7 times and its median kept,
 *   so a busy machine's scheduling hiccups do not pass for the index's cost; the figure is the 95th
 *   percentile over the queries. MiniSearch scores every post holding a query word at every query.
 *   Target ≤ 50 (the in-process search's target over HTTP in `npm run bench -- archive`).
 * - `search.http_p95_ms`: `GET /api/search/?q=` on the built site (`next start`), its index built
 *   from a stand-in WordPress serving the same 10,000 posts over GraphQL, under 20 concurrent
 *   clients (autocannon, 10 s, cycling through the queries, so repeated queries are answered from
 *   the API's recent answers as in production); the 95th percentile of every answer's latency.
 *   Target ≤ 20 ms, and `search.http_vs_static_file` (over a static file's p95 under the same
 *   load) ≤ 1.5. Needs a build: when `site/.next` has none, `npm run build` runs first.
 *
 * Also printed: the index build time, the API's throughput, and the same server's p95 for a
 * static file (robots.txt) under the same load: the framework's floor on this machine, which no
 * search work can go below.
 */
import { normalizeQuery } from '../../site/search/api';
import { SiteSearchIndex } from '../../site/search/index';
import { startSite } from '../../tests/e2e/server';
import { startScaleCms } from '../lib/scale-cms-server';
import { generateSearchPosts, generateSearchQueries } from '../lib/search-content';
import { cycle, ensureBuild, loadWithoutFailures } from './http';
import { atMost, median, percentile, timeMs, type BenchFigure } from './measure';

const POSTS = 10_000;
const QUERIES = 600;
const ROUNDS = 7;
const HTTP_CONNECTIONS = 20;
const HTTP_SECONDS = 10;

function query(index: SiteSearchIndex, text: string): number {
  const check = normalizeQuery(text);
  return check.ok ? index.search(check.query).length : 0;
}

function p95(queries: readonly string[], run: (text: string) => unknown): number {
  const times = queries.map(() => [] as number[]);
  for (let round = 0; round < ROUNDS; round += 1) queries.forEach((text, i) => times[i]?.push(timeMs(() => run(text))));
  return percentile(times.map(median), 0.95);
}

function inProcess(index: SiteSearchIndex, queries: readonly string[]): number {
  const matched = queries.filter((text) => query(index, text) > 0).length;
  if (matched < queries.length / 2) throw new Error(`bench queries are unrealistic: only ${matched} of ${queries.length} find anything`);
  return p95(queries, (text) => query(index, text));
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
    const search = await loadWithoutFailures(site.url, { connections: HTTP_CONNECTIONS, seconds: HTTP_SECONDS, nextPath: cycle(queries.map(url)) });
    const floor = await loadWithoutFailures(site.url, { connections: HTTP_CONNECTIONS, seconds: HTTP_SECONDS / 2, nextPath: () => '/robots.txt' });
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
  const p95Ms = inProcess(index, queries);
  const http = await overHttp(queries, posts);
  return [
    { name: 'search.p95_ms_10k', value: p95Ms, target: atMost(50) },
    { name: 'search.build_ms_10k', value: buildMs },
    { name: 'search.http_p95_ms', value: http.search.p95, target: atMost(20) },
    { name: 'search.http_requests_per_s', value: http.search.perSecond },
    { name: 'search.http_static_file_p95_ms', value: http.floor.p95 },
    { name: 'search.http_vs_static_file', value: http.search.p95 / http.floor.p95, target: atMost(1.5) },
  ];
}
