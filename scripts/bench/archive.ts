/**
 * `npm run bench -- archive`: the site at the demo's posts and over generated archives of 10,000
 * and 100,000 posts (`EMBEDDED_POSTS_FILE`, docs/archive.md). For each size (suffix `_demo`, `_10k`,
 * `_100k`):
 *
 * - `archive.build_s_*`: `npm run build` over that archive, into site/.next-archive (SITE_DIST_DIR),
 *   so the site's own build in site/.next stays the demo's. Target for the archives: at most
 *   BUILD_GROWTH × the demo's build (a build prerenders the pages and the newest 50 articles).
 * - `archive.start_ms_*`: from spawning the server to the first 200 of `/news/`. Target ≤ 5,000.
 * - `archive.rss_mb_after_start_*`: the server's resident memory then (every process of its
 *   group, from /proc). Target ≤ 500.
 * - `archive.search_first_ms_*`: the first site search (`/api/search/?q=`), which builds the
 *   in-process index from the whole archive. Above IN_PROCESS_SEARCH_MAX posts the site searches
 *   in PostgreSQL instead, as such a site would (its index filled by ./archive-search.ts with as
 *   many generated posts): the first search then opens the connection pool.
 * - `archive.search_in_process_p95_ms_*`: the next SEARCHES searches, one at a time over HTTP to the
 *   in-process index, the 95th percentile. Target ≤ 50. Above IN_PROCESS_SEARCH_MAX posts,
 *   `archive.search_pg_site_p95_ms_*`: the same over HTTP to the PostgreSQL index. Target ≤ 100.
 * - `archive.rss_mb_after_searches_*`: resident memory after them. Target ≤ 500.
 * - `archive.news_median_ms_*`: `/news/` and its filters (category, tag, year, a category in a
 *   year, a category and a tag), each asked once first (its first request counts the filter's
 *   posts, then remembered), then NEWS_ROUNDS times one at a time: the median answer, the work a
 *   page of the archive costs. `archive.news_median_vs_demo_*` over the demo's. Target ≤ 1.5:
 *   paging costs the same at any size.
 * - `archive.news_p95_ms_*`: the same pages under NEWS_CONNECTIONS clients for NEWS_SECONDS, and
 *   `archive.news_p95_vs_demo_*`: that is the queue of 20 clients on the machine's 2 cores, which
 *   moved from 0.5 to 2.8 × the demo's between runs of the same code (no target).
 *   `archive.news_failures_*`: answers that timed out or failed meanwhile. Target 0.
 *
 * The PostgreSQL search figures (fill time, query p95, p95 over HTTP with 20 clients against a
 * static file on the same server) come from scripts/bench/archive-search.ts, run after each size.
 *
 * `ARCHIVE_BENCH_SIZES=0,10000` measures only the sizes named (0 is the demo); the demo is always
 * measured, the ratios need it. `ARCHIVE_BENCH_PORT` fixes the server's port (a free one otherwise; the PostgreSQL search's site takes the next). Slow: one build per size, and 100,000 posts to generate (about
 * 400 MB of NDJSON and its SQLite file, in a temporary folder removed afterwards).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildArchiveDatabase, writePostsFile } from '../../content/posts-archive';
import { startSite, type RunningSite } from '../../tests/e2e/server';
import { postStream } from '../lib/generate-posts';
import { runArchiveSearchBench } from './archive-search';
import { cycle, load, processes } from './http';
import { atMost, median, percentile, type BenchFigure } from './measure';

const root = path.resolve(__dirname, '../..');
/** Where the archive builds go, inside site/ (Next's distDir is relative to it). */
const DIST_DIR = '.next-archive';
const DEFAULT_SIZES = [0, 10_000, 100_000];
/** An archive's build may take this many times the demo's. */
const BUILD_GROWTH = 1.5;
const START_TARGET_MS = 5_000;
const RSS_TARGET_MB = 500;
const SEARCHES = 1_000;
const SEARCH_P95_TARGET_MS = 50;
const PG_SEARCH_P95_TARGET_MS = 100;
/**
 * The largest archive whose site searches in process: the in-process index of every post is the
 * embedded default for small sites; at 100,000 posts building it takes minutes and gigabytes.
 */
const IN_PROCESS_SEARCH_MAX = 10_000;
const NEWS_CONNECTIONS = 20;
const NEWS_SECONDS = 10;
const NEWS_VS_DEMO = 1.5;
const NEWS_ROUNDS = 10;
const SEARCH_WORDS = ['warehouse', 'dallas', 'solar', 'lease', 'phoenix', 'dock doors', 'clear heights', 'vacancy', 'inland empire', 'cold storage', 'logistics', 'zzzz-no-match'];
const NEWS_PATHS = ['/news/', '/news/?category=research', '/news/?tag=solar', '/news/?year=2019', '/news/?category=insights&year=2021', '/news/?category=news&tag=dallas'];

const suffix = (size: number) => (size === 0 ? 'demo' : size % 1000 === 0 ? `${size / 1000}k` : String(size));

/** Resident memory of every process in the server's group, in MB. */
function groupRssMb(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  let kb = 0;
  for (const { pid: id, fields } of processes()) {
    if (Number(fields[2]) !== pid) continue;
    try {
      kb += Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // the process ended meanwhile
    }
  }
  return kb / 1024;
}

/** The archive of `size` generated posts in `dir` (none for the demo): NDJSON and its SQLite file. */
function archiveOf(size: number, dir: string): Record<string, string> {
  if (size === 0) return {};
  const file = path.join(dir, `posts-${size}.ndjson`);
  writePostsFile(file, postStream({ count: size }));
  buildArchiveDatabase(file);
  return { EMBEDDED_POSTS_FILE: file };
}

function timedBuild(env: Record<string, string>): number {
  rmSync(path.join(root, 'site', DIST_DIR), { recursive: true, force: true });
  const started = performance.now();
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', SITE_DIST_DIR: DIST_DIR, ...env } });
  return (performance.now() - started) / 1000;
}

const FIRST_PAGE_TIMEOUT_MS = 300_000;

async function untilOk(url: string): Promise<void> {
  const deadline = Date.now() + FIRST_PAGE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const response = await fetch(url).catch(() => undefined);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer 200 within ${FIRST_PAGE_TIMEOUT_MS} ms`);
}

async function timedGet(site: RunningSite, pathAndQuery: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${site.url}${pathAndQuery}`);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${pathAndQuery} answered ${response.status}`);
  return performance.now() - started;
}

const timedSearch = (site: RunningSite, words: string): Promise<number> => timedGet(site, `/api/search/?q=${encodeURIComponent(words)}`);

interface SizeFigures {
  readonly size: number;
  /** Where the site searched: in process, or PostgreSQL. */
  readonly search: 'in process' | 'postgres';
  readonly buildS: number;
  readonly startMs: number;
  readonly rssAfterStart: number;
  readonly searchFirstMs: number;
  readonly searchP95: number;
  readonly rssAfterSearches: number;
  readonly newsMedian: number;
  readonly newsP95: number;
  readonly newsFailures: number;
}

async function measureSize(size: number, dir: string, searchIndexUrl?: string): Promise<SizeFigures> {
  const env = { ...archiveOf(size, dir), SITE_DIST_DIR: DIST_DIR, ...(searchIndexUrl ? { DATABASE_URL: searchIndexUrl } : {}) };
  console.error(`bench archive: building over ${size === 0 ? 'the demo posts' : `${size} posts`}`);
  const buildS = timedBuild(env);
  const started = performance.now();
  const site = await startSite(env, process.env.ARCHIVE_BENCH_PORT ? { port: Number(process.env.ARCHIVE_BENCH_PORT) } : {});
  try {
    await untilOk(`${site.url}/news/`);
    const startMs = performance.now() - started;
    const rssAfterStart = groupRssMb(site.pid);
    const searchFirstMs = await timedSearch(site, 'warehouse');
    const times: number[] = [];
    for (let index = 0; index < SEARCHES; index += 1) times.push(await timedSearch(site, `${SEARCH_WORDS[index % SEARCH_WORDS.length] ?? ''}${index >= SEARCH_WORDS.length ? ` ${index}` : ''}`));
    const rssAfterSearches = groupRssMb(site.pid);
    // Each filter once first, at every size: its first request counts the filter's posts (then
    // remembered), and the figures are what paging costs after that.
    for (const newsPath of NEWS_PATHS) await timedGet(site, newsPath);
    const newsTimes: number[] = [];
    for (let round = 0; round < NEWS_ROUNDS; round += 1) for (const newsPath of NEWS_PATHS) newsTimes.push(await timedGet(site, newsPath));
    // On a loaded machine some answers time out: they are counted, not fatal.
    const news = await load(site.url, { connections: NEWS_CONNECTIONS, seconds: NEWS_SECONDS, nextPath: cycle(NEWS_PATHS) });
    return { size, search: searchIndexUrl ? 'postgres' : 'in process', buildS, startMs, rssAfterStart, searchFirstMs, searchP95: percentile(times, 0.95), rssAfterSearches, newsMedian: median(newsTimes), newsP95: news.p95, newsFailures: news.failures };
  } finally {
    site.stop();
    await site.exited;
  }
}

export async function runArchiveBench(): Promise<BenchFigure[]> {
  const asked = process.env.ARCHIVE_BENCH_SIZES?.split(',').map(Number) ?? DEFAULT_SIZES;
  const sizes = [...new Set([0, ...asked])].sort((a, b) => a - b);
  const dir = mkdtempSync(path.join(tmpdir(), 'archive-bench-'));
  const measured: SizeFigures[] = [];
  const postgres: BenchFigure[] = [];
  // The site with the PostgreSQL search listens on the port after the archive servers' (when fixed).
  const port = process.env.ARCHIVE_BENCH_PORT ? Number(process.env.ARCHIVE_BENCH_PORT) + 1 : undefined;
  const record = (run: SizeFigures) => {
    // Each size takes minutes: its figures are shown as soon as they are known.
    console.error(`bench archive: ${JSON.stringify(run)}`);
    measured.push(run);
  };
  try {
    for (const size of sizes) {
      if (size <= IN_PROCESS_SEARCH_MAX) record(await measureSize(size, dir));
      // The PostgreSQL search figures (fill, query p95 in process, p95 over HTTP against a static file): ./archive-search.ts.
      if (size === 0) continue;
      postgres.push(...(await runArchiveSearchBench(size, { port, whileFilled: size > IN_PROCESS_SEARCH_MAX ? async (url) => record(await measureSize(size, dir, url)) : undefined })));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(path.join(root, 'site', DIST_DIR), { recursive: true, force: true });
  }
  const demo = measured[0];
  const figures = measured.flatMap((run): BenchFigure[] => {
    const name = (figure: string) => `archive.${figure}_${suffix(run.size)}`;
    return [
      { name: name('build_s'), value: run.buildS, ...(run.size > 0 && demo ? { target: atMost(Math.round(demo.buildS * BUILD_GROWTH)) } : {}) },
      { name: name('start_ms'), value: run.startMs, target: atMost(START_TARGET_MS) },
      { name: name('rss_mb_after_start'), value: run.rssAfterStart, target: atMost(RSS_TARGET_MB) },
      { name: name('search_first_ms'), value: run.searchFirstMs },
      run.search === 'postgres'
        ? { name: name('search_pg_site_p95_ms'), value: run.searchP95, target: atMost(PG_SEARCH_P95_TARGET_MS), note: 'the site searching in PostgreSQL' }
        : { name: name('search_in_process_p95_ms'), value: run.searchP95, target: atMost(SEARCH_P95_TARGET_MS) },
      { name: name('rss_mb_after_searches'), value: run.rssAfterSearches, target: atMost(RSS_TARGET_MB) },
      { name: name('news_median_ms'), value: run.newsMedian, note: 'one at a time' },
      ...(run.size > 0 && demo ? [{ name: name('news_median_vs_demo'), value: run.newsMedian / demo.newsMedian, target: atMost(NEWS_VS_DEMO) }] : []),
      { name: name('news_p95_ms'), value: run.newsP95, note: `${NEWS_CONNECTIONS} clients` },
      ...(run.size > 0 && demo ? [{ name: name('news_p95_vs_demo'), value: run.newsP95 / demo.newsP95 }] : []),
      { name: name('news_failures'), value: run.newsFailures, target: atMost(0) },
    ];
  });
  return [...figures, ...postgres];
}
