/**
 * `npm run bench -- scale`: the site scaled out (docs/operations.md), under 50
 * connections cycling over the prerendered pages, on one machine:
 *
 * - `scale.one_*`: one `next start`, straight (no Redis: the default).
 * - `scale.two_*`: two instances sharing a Redis page cache behind nginx as a load balancer only
 *   (deploy/nginx/larkspur.conf with `proxy_cache off`): every request reaches Next.
 * - `scale.cache_*`: the same behind deploy/nginx/larkspur.conf as it is, nginx's cache answering.
 * - `scale.static_*`: nginx serving static copies of the same pages (the bytes the site sent).
 * - `scale.cache_vs_static`: the site behind its caching proxy over nginx's static files; target
 *   ≥ 0.9; the two are measured in turn three times and the median round is reported. autocannon tops out near 3,000 requests a second here, so both may be held at its
 *   ceiling: `*_cpu_ms_per_request` (every process of the setup: the instances and nginx's
 *   master and worker, from /proc) says what each answer costs.
 * - `scale.cached_with_vary_share`: the share of pages that nginx answers from its cache on the
 *   second request, despite their `Vary: rsc, next-router-state-tree, …, Accept-Encoding`.
 * - compressing in nginx instead of the site, with clients asking for gzip: `scale.gzip_next_*`
 *   (the site compressing in its front door, as built) against `scale.gzip_nginx_*` (nginx
 *   compressing, at the same level, what the site sends uncompressed), through nginx without its
 *   cache; then the same two through the caching proxy (`scale.cache_gzip_next_*`, where nginx
 *   keeps the site's compressed answer, and `scale.cache_gzip_nginx_*`, where it compresses each hit).
 * - `scale.revalidation_stale_ms`, `scale.revalidation_fresh_ms`: what a revalidation costs to
 *   reach every instance: from the POST to instance A until B answers the page stale (its next
 *   request knows), and until B answers the regenerated page (rendered once, by the first
 *   instance asked, for all; here B, against the embedded CMS).
 *
 * Each setup gets WARMUP_SECONDS of load first, then SECONDS measured.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { siteConfig, startNginx, type RunningNginx } from '../../tests/support/nginx';
import { startOwnRedis } from '../../tests/support/redis-server';
import { startSite, type RunningSite } from '../../tests/e2e/server';
import { cpuMs, cycle, ensureBuild, loadWithoutFailures, visitEach, type LoadOptions } from './http';
import { atLeast, atMost, type BenchFigure } from './measure';
import { PRERENDERED_PAGES } from './pages';

const CONNECTIONS = 50;
const WARMUP_SECONDS = 3;
const SECONDS = 10;
/** Rounds of the cached and static setups measured in turn (scale.cache_vs_static is their median). */
const PAIRS = 3;
const SECRET = 'scale-bench-secret';

interface Measured {
  readonly perSecond: number;
  readonly p99: number;
  readonly cpuMsPerRequest: number;
}

/** Load on `url`, with the CPU every process in `pids()` spent per answer. */
async function measure(url: string, pids: () => number[], headers: Record<string, string> = {}): Promise<Measured> {
  const options: LoadOptions = { connections: CONNECTIONS, seconds: SECONDS, nextPath: cycle(PRERENDERED_PAGES), headers };
  await visitEach(url, PRERENDERED_PAGES, headers);
  await loadWithoutFailures(url, { ...options, seconds: WARMUP_SECONDS });
  const processes = pids();
  const cpu = () => processes.reduce((total, pid) => total + cpuMs(pid), 0);
  const before = cpu();
  const run = await loadWithoutFailures(url, options);
  return { perSecond: run.perSecond, p99: run.p99, cpuMsPerRequest: (cpu() - before) / run.requests };
}

const figures = (prefix: string, { perSecond, p99, cpuMsPerRequest }: Measured): BenchFigure[] => [
  { name: `scale.${prefix}_req_per_s`, value: perSecond },
  { name: `scale.${prefix}_p99_ms`, value: p99 },
  { name: `scale.${prefix}_cpu_ms_per_request`, value: cpuMsPerRequest },
];

const replaced = (text: string, from: string, to: string): string => {
  if (!text.includes(from)) throw new Error(`deploy/nginx/larkspur.conf no longer has ${from}`);
  return text.replace(from, to);
};

/** The deploy configuration in front of `sites`, changed by `edit`. */
function proxyConfig(sites: readonly RunningSite[], edit: (text: string) => string = (text) => text) {
  return (port: number, dir: string) => edit(siteConfig({ listen: port, upstreams: sites.map((site) => `127.0.0.1:${site.port}`), cacheDir: path.join(dir, 'cache') }));
}

/**
 * Compression moved to nginx: the site answers uncompressed (nginx removes Accept-Encoding on the
 * way in) and nginx compresses, at the site's level (6), on every answer, cached ones included.
 */
const nginxCompresses = (text: string): string =>
  replaced(text, 'proxy_set_header Host $host;', 'proxy_set_header Host $host;\n        proxy_set_header Accept-Encoding "";\n        gzip on; gzip_comp_level 6; gzip_proxied any; gzip_types text/x-component;');

/** nginx serving the pages' HTML, as the site sent it, from files. */
async function staticCopies(site: RunningSite): Promise<RunningNginx> {
  const pages = await Promise.all(
    PRERENDERED_PAGES.map(async (page) => {
      const response = await fetch(`${site.url}${page}`, { headers: { 'accept-encoding': 'identity' } });
      if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
      return { page, body: Buffer.from(await response.arrayBuffer()) };
    }),
  );
  return startNginx((port, dir) => {
    const root = path.join(dir, 'www');
    for (const { page, body } of pages) {
      mkdirSync(path.join(root, page), { recursive: true });
      writeFileSync(path.join(root, page, 'index.html'), body);
    }
    // With the same open_file_cache as the proxy's configuration.
    return `server { listen 127.0.0.1:${port}; root ${root}; open_file_cache max=10000 inactive=60s; location / { try_files $uri $uri/index.html =404; } }`;
  });
}

/** The share of pages nginx answers from its cache the second time they are asked for. */
async function cachedShare(proxy: RunningNginx): Promise<number> {
  let hits = 0;
  for (const page of PRERENDERED_PAGES) {
    for (let i = 0; i < 2; i += 1) {
      const response = await fetch(`${proxy.url}${page}`, { headers: { 'accept-encoding': 'gzip' } });
      await response.arrayBuffer();
      if (i === 1 && response.headers.get('vary')?.includes('rsc') && response.headers.get('x-cache-status') === 'HIT') hits += 1;
    }
  }
  return hits / PRERENDERED_PAGES.length;
}

/**
 * A revalidation POSTed to `a`, in milliseconds: until `b` answers the page stale (every instance
 * knows at its next request), and until `b` answers the regenerated page (polling every 50 ms).
 */
async function revalidationReach(a: RunningSite, b: RunningSite): Promise<{ stale: number; fresh: number }> {
  const page = '/about/';
  await fetch(`${b.url}${page}`).then((response) => response.arrayBuffer());
  const started = performance.now();
  const response = await fetch(`${a.url}/api/revalidate/`, { method: 'POST', headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' }, body: JSON.stringify({ paths: [page] }) });
  if (response.status !== 200) throw new Error(`the revalidation answered ${response.status}`);
  const seen = await fetch(`${b.url}${page}`);
  await seen.arrayBuffer();
  const stale = performance.now() - started;
  if (seen.headers.get('x-nextjs-cache') !== 'STALE') throw new Error(`B answered ${seen.headers.get('x-nextjs-cache')} after the revalidation, not STALE`);
  for (;;) {
    const next = await fetch(`${b.url}${page}`);
    await next.arrayBuffer();
    // STALE until the refresh has landed (the page may come out byte for byte the same).
    if (next.headers.get('x-nextjs-cache') === 'HIT') return { stale, fresh: performance.now() - started };
    if (performance.now() - started > 20_000) throw new Error('B did not serve a regenerated page within 20 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function runScaleBench(): Promise<BenchFigure[]> {
  ensureBuild();
  const out: BenchFigure[] = [];
  const stops: Array<() => unknown> = [];
  const failed: string[] = [];
  /** One setup's figures; a setup that fails under load is reported, and the others still run. */
  const setup = async (prefix: string, run: () => Promise<Measured>): Promise<Measured | undefined> => {
    try {
      const result = await run();
      out.push(...figures(prefix, result));
      return result;
    } catch (error) {
      failed.push(`${prefix}: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  };
  try {
    const one = await startSite();
    stops.push(() => one.stop());
    await setup('one', () => measure(one.url, () => [one.pid ?? 0]));
    const plain = await staticCopies(one);
    stops.push(() => plain.stop());
    one.stop();

    const redis = await startOwnRedis();
    stops.push(() => redis.stop());
    const env = { REDIS_URL: redis.url, REDIS_PREFIX: 'bench:', REVALIDATE_SECRET: SECRET };
    const a = await startSite(env);
    stops.push(() => a.stop());
    const b = await startSite(env);
    stops.push(() => b.stop());
    const sitePids = () => [a.pid ?? 0, b.pid ?? 0];

    const balancer = await startNginx(proxyConfig([a, b], (text) => replaced(text, 'proxy_cache larkspur;', 'proxy_cache off;')));
    stops.push(() => balancer.stop());
    await setup('two', () => measure(balancer.url, () => [...sitePids(), ...balancer.pids()]));
    await setup('gzip_next', () => measure(balancer.url, () => [...sitePids(), ...balancer.pids()], { 'accept-encoding': 'gzip' }));
    await balancer.stop();

    const gzipping = await startNginx(proxyConfig([a, b], (text) => nginxCompresses(replaced(text, 'proxy_cache larkspur;', 'proxy_cache off;'))));
    stops.push(() => gzipping.stop());
    await setup('gzip_nginx', () => measure(gzipping.url, () => [...sitePids(), ...gzipping.pids()], { 'accept-encoding': 'gzip' }));
    await gzipping.stop();

    const caching = await startNginx(proxyConfig([a, b]));
    stops.push(() => caching.stop());
    out.push({ name: 'scale.cached_with_vary_share', value: await cachedShare(caching), target: atLeast(1) });
    // On a shared machine the load of the moment moves both figures: the two are measured in turn,
    // PAIRS times, and the round with the median ratio is reported.
    const rounds: Array<{ readonly cached: Measured; readonly served: Measured; readonly ratio: number }> = [];
    for (let round = 1; round <= PAIRS; round += 1) {
      try {
        const cached = await measure(caching.url, () => [...sitePids(), ...caching.pids()]);
        const served = await measure(plain.url, () => plain.pids());
        rounds.push({ cached, served, ratio: cached.perSecond / served.perSecond });
      } catch (error) {
        failed.push(`cache/static round ${round}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    const middle = rounds.toSorted((x, y) => x.ratio - y.ratio)[Math.floor((rounds.length - 1) / 2)];
    if (middle !== undefined) {
      out.push(...figures('cache', middle.cached), ...figures('static', middle.served));
      out.push({ name: 'scale.cache_vs_static', value: middle.ratio, target: atLeast(0.9), note: `median of ${rounds.length} rounds: ${rounds.map((each) => each.ratio.toFixed(2)).join(', ')}` });
    }
    await setup('cache_gzip_next', () => measure(caching.url, () => [...sitePids(), ...caching.pids()], { 'accept-encoding': 'gzip' }));
    await caching.stop();
    const cachingGzip = await startNginx(proxyConfig([a, b], nginxCompresses));
    stops.push(() => cachingGzip.stop());
    await setup('cache_gzip_nginx', () => measure(cachingGzip.url, () => [...sitePids(), ...cachingGzip.pids()], { 'accept-encoding': 'gzip' }));
    try {
      const reach = await revalidationReach(a, b);
      out.push({ name: 'scale.revalidation_stale_ms', value: reach.stale }, { name: 'scale.revalidation_fresh_ms', value: reach.fresh });
    } catch (error) {
      failed.push(`revalidation: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (failed.length > 0) out.push({ name: 'scale.failed_setups', value: failed.length, target: atMost(0), note: failed.join('; ') });
    return out;
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}
