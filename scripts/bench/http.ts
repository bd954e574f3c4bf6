/**
 * What the HTTP benchmarks share: the build they need, and autocannon's load against a server
 * with every answer's latency kept, so percentiles come from the answers themselves.
 */
import autocannon, { type AutocannonResult } from 'autocannon';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { percentile } from './measure';

const root = path.resolve(__dirname, '../..');

/** Builds the site (`npm run build`) when `site/.next` holds no build. */
export function ensureBuild(): void {
  if (existsSync(path.join(root, 'site/.next/BUILD_ID'))) return;
  console.error('bench: no build in site/.next, running npm run build first');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
}

export interface LoadOptions {
  readonly connections: number;
  readonly seconds: number;
  /** The path of each request, called once per request so a run can cycle through many. */
  readonly nextPath: () => string;
  /** Request headers (none by default: no Accept-Encoding, so answers come uncompressed). */
  readonly headers?: Readonly<Record<string, string>>;
}

export interface LoadResult {
  readonly requests: number;
  readonly seconds: number;
  readonly perSecond: number;
  /** Every answer's latency in milliseconds, in the order they came. */
  readonly latencies: readonly number[];
  readonly p95: number;
  readonly p99: number;
  /** Connection errors, timeouts and non-2xx answers together. */
  readonly failures: number;
  /** What the failures were, e.g. `3 timeouts, 404 ×2`; empty when there were none. */
  readonly failureSummary: string;
}

function summarizeFailures(result: AutocannonResult): string {
  const statuses = Object.entries(result.statusCodeStats)
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, { count }]) => `${status} ×${count}`);
  const connection = result.errors - result.timeouts;
  return [...(connection > 0 ? [`${connection} connection errors`] : []), ...(result.timeouts > 0 ? [`${result.timeouts} timeouts`] : []), ...statuses].join(', ');
}

/**
 * `connections` clients requesting `nextPath()` from `url` for `seconds`, as autocannon sends
 * them: HTTP/1.1 keep-alive, no Accept-Encoding (so answers come uncompressed).
 */
export async function load(url: string, { connections, seconds, nextPath, headers = {} }: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  const result = await new Promise<AutocannonResult>((resolve, reject) => {
    const tracker = autocannon(
      { url, connections, duration: seconds, requests: [{ method: 'GET', headers: { ...headers }, setupRequest: (request) => ({ ...request, path: nextPath() }) }] },
      (error, value) => (error ? reject(error) : resolve(value)),
    );
    tracker.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => latencies.push(ms));
  });
  return summarize(result.requests.total, result.duration, latencies, result.errors + result.non2xx, summarizeFailures(result));
}

function summarize(requests: number, seconds: number, latencies: readonly number[], failures: number, failureSummary: string): LoadResult {
  // autocannon's errors include its timeouts, so errors + non-2xx counts every failed request once.
  return { requests, seconds, perSecond: requests / seconds, latencies, p95: percentile(latencies, 0.95), p99: percentile(latencies, 0.99), failures, failureSummary };
}

/** Several runs as one: their requests over their time together, percentiles over all their answers. */
export function combine(runs: readonly LoadResult[]): LoadResult {
  const sum = (pick: (run: LoadResult) => number) => runs.reduce((total, run) => total + pick(run), 0);
  const summary = runs.map((run) => run.failureSummary).filter((text) => text !== '').join('; ');
  return summarize(sum((run) => run.requests), sum((run) => run.seconds), runs.flatMap((run) => run.latencies), sum((run) => run.failures), summary);
}

/** `load`, failing when any request failed: for figures that mean nothing over failed answers. */
export async function loadWithoutFailures(url: string, options: LoadOptions): Promise<LoadResult> {
  const result = await load(url, options);
  if (result.failures > 0) throw new Error(`the server failed under load: ${result.failureSummary}`);
  return result;
}

/** A process as /proc tells it: its id, and the fields of its `stat` after the command name. */
interface ProcessStat {
  readonly pid: number;
  /** state, ppid, pgrp, …; utime and stime are [11] and [12], in clock ticks (100 a second). */
  readonly fields: readonly string[];
}

/** Every process of this machine now, from /proc (one that ends meanwhile is left out). */
export function* processes(): Generator<ProcessStat> {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    yield { pid: Number(entry), fields: stat.slice(stat.lastIndexOf(')') + 2).split(' ') };
  }
}

/**
 * Milliseconds of CPU (user and system) that process `pid` and its direct children have used so
 * far, from /proc: the site's server is two processes (the acceptor and the worker it forks).
 */
export function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  let total = 0;
  for (const { pid: id, fields } of processes()) {
    if (id === pid || Number(fields[1]) === pid) total += (Number(fields[11]) + Number(fields[12])) * 10;
  }
  return total;
}

/**
 * Asks for each path once, one at a time, failing on an answer other than 200: the first request
 * of a page loads its code, which under 50 connections at once would be measured as timeouts.
 */
export async function visitEach(url: string, paths: readonly string[], headers: Readonly<Record<string, string>> = {}): Promise<void> {
  for (const path of paths) {
    const response = await fetch(`${url}${path}`, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  }
}

/** Cycles through `paths`, one per call. */
export function cycle(paths: readonly string[]): () => string {
  let next = 0;
  return () => paths[(next += 1) % paths.length] ?? '/';
}
