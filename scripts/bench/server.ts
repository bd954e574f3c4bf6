/**
 * The server benchmark: prerendered pages from one `next start` under 50 connections.
 *
 * - `server.req_per_s`, `server.p99_ms`: autocannon cycling over PRERENDERED_PAGES.
 * - `server.cpu_ms_per_request`: the server's own CPU time per answer (from /proc), which, unlike
 *   req/s, barely moves when other work shares the machine.
 *
 * How the site compares with a static server, and with itself behind a caching proxy, is the
 * `scale` benchmark's (nginx serving static copies of the same pages).
 *
 * What holds `next start` back (its CPU profile): for every answer it hashes the whole page in
 * JavaScript for its ETag (`generateEtags`, a third of its CPU), turns the cached HTML into a
 * string and back into bytes, and routes the request; about 1.5 ms of CPU for a 150 KB page.
 * `generateEtags: false` gains about a quarter and gives up 304 answers. autocannon sends no
 * Accept-Encoding, so answers are uncompressed (the `scale` bench measures gzip).
 */
import { startSite } from '../../tests/e2e/server';
import { cpuMs, cycle, ensureBuild, loadWithoutFailures, visitEach } from './http';
import type { BenchFigure } from './measure';
import { PRERENDERED_PAGES } from './pages';

const CONNECTIONS = 50;
const WARMUP_SECONDS = 3;
const SECONDS = 12;

/** Runs the server benchmark and returns its figures. */
export async function runServerBench(): Promise<BenchFigure[]> {
  ensureBuild();
  const site = await startSite();
  try {
    const options = { connections: CONNECTIONS, seconds: SECONDS, nextPath: cycle(PRERENDERED_PAGES) };
    await visitEach(site.url, PRERENDERED_PAGES);
    await loadWithoutFailures(site.url, { ...options, seconds: WARMUP_SECONDS });
    const before = cpuMs(site.pid);
    const run = await loadWithoutFailures(site.url, options);
    return [
      { name: 'server.req_per_s', value: run.perSecond },
      { name: 'server.p99_ms', value: run.p99 },
      { name: 'server.cpu_ms_per_request', value: (cpuMs(site.pid) - before) / run.requests },
    ];
  } finally {
    site.stop();
  }
}
