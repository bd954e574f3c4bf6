/**
 * The load test: 60 s of mixed traffic on the built site (`next start`) from 50 connections,
 * cycling through every page and post the sitemap lists (trailing-slash URIs, so no redirects),
 * the news index, the sitemap itself and site searches, shuffled so each kind recurs throughout.
 *
 * - `load.requests`, `load.req_per_s`, `load.p99_ms`;
 * - `load.errors`: connection errors, timeouts and non-2xx answers together. Target 0; when there
 *   are any, a note says which.
 */
import { startSite } from '../../tests/e2e/server';
import { cycle, ensureBuild, load } from './http';
import { atMost, type BenchFigure } from './measure';
import { sitemapUrls } from '../../tests/support/sitemap';

const CONNECTIONS = 50;
const SECONDS = 60;
const SEARCHES = ['warehouse', 'dallas', 'solar', 'industrial park', 'leasing', 'phoenix', 'careers', 'sustainability', 'inland empire', 'logistics', 'acquisition', 'zzzz-no-match'];

/** The paths of every page and post the sitemap lists, on whatever host it names. */
export async function sitemapPaths(siteUrl: string): Promise<string[]> {
  const paths = (await sitemapUrls(siteUrl)).map((url) => new URL(url).pathname);
  if (paths.length < 10) throw new Error(`the sitemap lists only ${paths.length} URLs`);
  return paths;
}

/** A fixed shuffle (a small LCG), so every run sends the same sequence. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i -= 1) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** The mix: each sitemap path once, the news index and the sitemap a few times, each search twice. */
function mixedPaths(pages: readonly string[]): string[] {
  const searches = SEARCHES.map((text) => `/api/search/?q=${encodeURIComponent(text)}`);
  return shuffled([...pages, ...Array<string>(4).fill('/news/'), ...Array<string>(2).fill('/sitemap.xml'), ...searches, ...searches], 20240305);
}

/** Runs the load test and returns its figures. */
export async function runLoadBench(): Promise<BenchFigure[]> {
  ensureBuild();
  const site = await startSite();
  try {
    const paths = mixedPaths(await sitemapPaths(site.url));
    // One pass first, so the search index is built and every route's code is loaded.
    for (const requestPath of new Set(paths)) await (await fetch(`${site.url}${requestPath}`)).arrayBuffer();
    const result = await load(site.url, { connections: CONNECTIONS, seconds: SECONDS, nextPath: cycle(paths) });
    return [
      { name: 'load.requests', value: result.requests },
      { name: 'load.req_per_s', value: result.perSecond },
      { name: 'load.p99_ms', value: result.p99 },
      { name: 'load.errors', value: result.failures, target: atMost(0), ...(result.failures > 0 ? { note: result.failureSummary } : {}) },
    ];
  } finally {
    site.stop();
  }
}
