/**
 * The server benchmark: prerendered pages from `next start` under 50 connections, against a plain
 * static file server answering the same bytes, measured in the same run with the same settings.
 *
 * - `server.req_per_s`, `server.p99_ms`: autocannon cycling over PRERENDERED_PAGES.
 * - `server.static_req_per_s`: the same load on a minimal node:http server (`static-server.ts`, its
 *   own process as `next start` is) that answers each path with the HTML and headers `next start`
 *   gave for it, fetched once beforehand.
 * - `server.vs_static`: ours over the static server's. Target ≥ 0.5.
 * - `server.cpu_ms_per_request`, `server.static_cpu_ms_per_request`: each server's own CPU time per
 *   answer (from /proc), which explains the ratio and, unlike req/s, barely moves when other work
 *   shares the machine.
 *
 * What holds `next start` back (its CPU profile, and the CPU figures above): for every answer it
 * hashes the whole page in JavaScript for its ETag (`generateEtags`, a third of its CPU), turns the
 * cached HTML into a string and back into bytes, and routes the request; about 1.5 ms of CPU for a
 * 150 KB page, where the static server spends 0.1 ms and is held back by autocannon itself.
 * `compress: false` changes nothing here (autocannon asks for no compression); `generateEtags:
 * false` gains about a quarter, gives up 304 answers, and still leaves the ratio near 0.35.
 *
 * Fairness: autocannon sends no Accept-Encoding, so `next start` answers uncompressed (its gzip
 * applies only when asked for) and the static server serves the same uncompressed bytes; both
 * answer with Content-Length over keep-alive. The two servers take turns (ROUNDS runs each,
 * alternating) so a busy spell on the shared machine does not fall on one side only.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startSite } from '../../tests/e2e/server';
import { combine, cycle, ensureBuild, loadWithoutFailures, type LoadOptions, type LoadResult } from './http';
import { atLeast, type BenchFigure } from './measure';
import { PRERENDERED_PAGES } from './pages';
import type { StaticPage, StaticServerMessage } from './static-server';

const CONNECTIONS = 50;
const WARMUP_SECONDS = 3;
const ROUNDS = 2;
const ROUND_SECONDS = 6;
/** Headers that belong to one connection or one moment, not to the page. */
const PER_RESPONSE_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** A prerendered page as `next start` serves it uncompressed; throws when it is not prerendered. */
async function fetchPage(siteUrl: string, pagePath: string): Promise<StaticPage> {
  const response = await fetch(`${siteUrl}${pagePath}`, { headers: { 'accept-encoding': 'identity' } });
  if (response.status !== 200) throw new Error(`${pagePath} answered ${response.status}`);
  if (response.headers.get('x-nextjs-prerender') === null) throw new Error(`${pagePath} is not prerendered: the server bench measures prerendered pages only`);
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!PER_RESPONSE_HEADERS.has(name)) headers[name] = value;
  });
  return { path: pagePath, headers, body: Buffer.from(await response.arrayBuffer()).toString('base64') };
}

interface StaticServer {
  readonly url: string;
  readonly pid: number | undefined;
  stop(): void;
}

function startStaticServer(pages: readonly StaticPage[]): Promise<StaticServer> {
  const child: ChildProcess = fork(path.join(__dirname, 'static-server.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const stop = () => {
    if (child.exitCode === null) child.kill();
  };
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the static server exited with ${code}`)));
    child.once('message', (message: { port: number }) => resolve({ url: `http://127.0.0.1:${message.port}`, pid: child.pid, stop }));
    child.send({ pages } satisfies StaticServerMessage);
  });
}

/** Milliseconds of CPU (user and system) process `pid` has used so far, from /proc. */
function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  // Fields after the command name: state is 3rd, utime the 14th and stime the 15th, in clock ticks (100 a second).
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

interface Measured {
  readonly load: LoadResult;
  readonly cpuMsPerRequest: number;
}

async function measureRounds(servers: ReadonlyArray<{ url: string; pid: number | undefined }>, options: LoadOptions): Promise<Measured[]> {
  const runs = servers.map(() => [] as LoadResult[]);
  const cpu = servers.map(() => 0);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [i, server] of servers.entries()) {
      const before = cpuMs(server.pid);
      runs[i]?.push(await loadWithoutFailures(server.url, options));
      cpu[i] = (cpu[i] ?? 0) + cpuMs(server.pid) - before;
    }
  }
  return runs.map((serverRuns, i) => {
    const load = combine(serverRuns);
    return { load, cpuMsPerRequest: (cpu[i] ?? Number.NaN) / load.requests };
  });
}

/** Runs the server benchmark and returns its figures. */
export async function runServerBench(): Promise<BenchFigure[]> {
  ensureBuild();
  const site = await startSite();
  let baseline: StaticServer | undefined;
  try {
    const pages = await Promise.all(PRERENDERED_PAGES.map((pagePath) => fetchPage(site.url, pagePath)));
    baseline = await startStaticServer(pages);
    const options = { connections: CONNECTIONS, seconds: ROUND_SECONDS, nextPath: cycle(PRERENDERED_PAGES) };
    for (const server of [site, baseline]) await loadWithoutFailures(server.url, { ...options, seconds: WARMUP_SECONDS });
    const [ours, plain] = await measureRounds([site, baseline], options);
    if (!ours || !plain) throw new Error('the server bench measured no runs');
    const ratio = ours.load.perSecond / plain.load.perSecond;
    return [
      { name: 'server.req_per_s', value: ours.load.perSecond },
      { name: 'server.p99_ms', value: ours.load.p99 },
      { name: 'server.static_req_per_s', value: plain.load.perSecond },
      { name: 'server.static_p99_ms', value: plain.load.p99 },
      { name: 'server.vs_static', value: ratio, target: atLeast(0.5) },
      { name: 'server.cpu_ms_per_request', value: ours.cpuMsPerRequest },
      { name: 'server.static_cpu_ms_per_request', value: plain.cpuMsPerRequest },
    ];
  } finally {
    baseline?.stop();
    site.stop();
  }
}
