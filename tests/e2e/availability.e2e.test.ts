/**
 * One client cannot take the site down: three floods against the built site on its own server,
 * each from one loopback address (127.0.0.2) while another (127.0.0.1) keeps asking for
 * `/api/health/` and `/`. Printed for each: the other client's p50/p99 during the flood and how
 * long after the attacker leaves the site answers everyone again. The targets are under 2 s and
 * under 5 s; the assertions are looser, for a busy two-core machine: every answer the other
 * client gets is a 200 within 30 s (before the guard it got none for minutes), and the site
 * serves both addresses again within 30 s of the attacker leaving.
 */
import { request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type RunningSite } from './server';

const ATTACKER = '127.0.0.2';
const VISITOR = '127.0.0.1';
const ARTICLE_SLUG = 'larkspur-breaks-ground-south-dallas-speculative-building';

let site: RunningSite;
let port: number;

beforeAll(async () => {
  site = await startSite({ PDF_SERVICE_TOKEN: 'availability-token' });
  port = site.port;
  // Warm: the first render of each page is not what a flood is measured against.
  for (const path of ['/', '/news/', '/about/', '/api/health/']) await get(path);
}, 120_000);

afterAll(() => {
  site?.stop();
  return site?.exited;
});

interface Answer {
  readonly status: number;
  readonly ms: number;
}

/** A request from `from` (another loopback address is another client), on a connection of its own. */
function send(method: string, path: string, { from = VISITOR, body, headers = {}, timeoutMs = 20_000 }: { from?: string; body?: string; headers?: Record<string, string>; timeoutMs?: number } = {}): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, method, localAddress: from, agent: false, headers, timeout: timeoutMs }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
      response.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    request.end(body);
  });
}

const get = (path: string, from = VISITOR) => send('GET', path, { from, timeoutMs: 30_000 });

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The other client, asking for `/api/health/` and `/` in turn every 250 ms until `until` settles,
 * without waiting for the answer before (so one slow answer does not thin the sample), as a
 * browser would: at most 4 at once.
 */
async function visitorDuring(until: Promise<unknown>): Promise<Answer[]> {
  let done = false;
  void until.finally(() => (done = true));
  const answers: Array<Promise<Answer>> = [];
  let open = 0;
  while (!done) {
    if (open < 4) {
      open += 1;
      answers.push(get(answers.length % 2 === 0 ? '/api/health/' : '/').finally(() => (open -= 1)));
    }
    await sleep(250);
  }
  return Promise.all(answers);
}

/** Milliseconds from `since` (when the attacker left) until both addresses get 200 for `/api/health/` and `/`. */
async function timeToFullService(since = performance.now()): Promise<number> {
  const started = since;
  while (performance.now() - started < 60_000) {
    const answers = await Promise.all([get('/api/health/'), get('/'), get('/api/health/', ATTACKER), get('/', ATTACKER)]);
    if (answers.every((answer) => answer.status === 200)) return performance.now() - started;
    await sleep(100);
  }
  return Infinity;
}

/** Keeps `count` attacker connections open for `ms`, each opened by `open` and replaced when the server closes it. */
async function flood(count: number, ms: number, open: () => Socket): Promise<{ opened: number; sockets: Set<Socket> }> {
  const sockets = new Set<Socket>();
  let opened = 0;
  const top = () => {
    while (sockets.size < count) {
      const socket = open();
      opened += 1;
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
  };
  const stopAt = performance.now() + ms;
  while (performance.now() < stopAt) {
    top();
    await sleep(500);
  }
  return { opened, sockets };
}

function report(name: string, answers: readonly Answer[], recoveryMs: number): void {
  const ms = answers.map((answer) => answer.ms);
  const failed = answers.filter((answer) => answer.status !== 200).length;
  console.log(
    `${name}: the other client's /api/health/ and / during the flood: ${answers.length} requests, ${failed} not 200, p50 ${percentile(ms, 50).toFixed(0)} ms, p99 ${percentile(ms, 99).toFixed(0)} ms (target < 2000); full service ${recoveryMs.toFixed(0)} ms after the attacker left (target < 5000)`,
  );
}

/**
 * Runs `attack` while the other client keeps asking; once it is over, the attacker leaves (its
 * sockets destroyed, `onLeave` first) and the time to full service is taken. Reports the figures
 * and checks that every answer was a 200 and that service came back.
 */
async function measuredFlood(label: string, attack: ReturnType<typeof flood>, onLeave: () => void = () => undefined): Promise<void> {
  let leftAt = 0;
  const left = attack.then(({ sockets }) => {
    onLeave();
    sockets.forEach((socket) => socket.destroy());
    leftAt = performance.now();
  });
  const recovery = left.then(() => timeToFullService(leftAt));
  const answers = await visitorDuring(left);
  const { opened } = await attack;
  const recoveryMs = await recovery;
  report(`${label} (${opened} connections opened)`, answers, recoveryMs);
  expect(answers.every((answer) => answer.status === 200)).toBe(true);
  expect(recoveryMs).toBeLessThan(30_000);
}

describe('one client’s flood, measured by another client', () => {
  it('pipelined requests never read: 150 connections each writing 30 GET /news/ at once', async () => {
    const attack = flood(150, 8_000, () => {
      const socket = connect({ port, host: '127.0.0.1', localAddress: ATTACKER }, () => socket.write('GET /news/ HTTP/1.1\r\nHost: site\r\n\r\n'.repeat(30)));
      socket.pause(); // never reads
      return socket;
    });
    await measuredFlood('pipelining', attack);
  }, 120_000);

  it('slow bodies: 300 connections posting a 20,000-byte form a byte every 3 s', async () => {
    const trickle = new Set<Socket>();
    const dripper = setInterval(() => trickle.forEach((socket) => !socket.destroyed && socket.write('x')), 3_000);
    const attack = flood(300, 10_000, () => {
      const socket = connect({ port, host: '127.0.0.1', localAddress: ATTACKER }, () =>
        socket.write('POST /api/vendor/ HTTP/1.1\r\nHost: site\r\nContent-Type: application/json\r\nContent-Length: 20000\r\n\r\n{'),
      );
      trickle.add(socket);
      socket.on('close', () => trickle.delete(socket));
      return socket;
    });
    await measuredFlood('slow bodies', attack, () => clearInterval(dripper));
  }, 120_000);

  it('the public PDF route: 12 attacker loops, and a visitor’s article PDFs still come out', async () => {
    const body = JSON.stringify({ slug: ARTICLE_SLUG });
    const headers = { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) };
    let attacking = true;
    const attackerStatuses: number[] = [];
    // No Sec-Fetch-Site header: the route's same-origin check lets it through, as it lets a script.
    const loops = Array.from({ length: 12 }, async () => {
      while (attacking) {
        const answer = await send('POST', '/api/pdf/article/', { from: ATTACKER, body, headers, timeoutMs: 60_000 });
        attackerStatuses.push(answer.status);
        if (answer.status === 429) await sleep(50);
      }
    });
    await sleep(1_000);
    const visitorPdfs: Answer[] = [];
    const visits = (async () => {
      for (let i = 0; i < 3; i += 1) visitorPdfs.push(await send('POST', '/api/pdf/article/', { body, headers: { ...headers, 'sec-fetch-site': 'same-origin' }, timeoutMs: 60_000 }));
    })();
    const answers = await visitorDuring(visits);
    attacking = false;
    await Promise.all(loops);
    const recoveryMs = await timeToFullService();
    report('PDF flood (12 loops)', answers, recoveryMs);
    const byStatus = new Map<number, number>();
    for (const status of attackerStatuses) byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    console.log(
      `PDF flood: the visitor's article PDFs ${visitorPdfs.map((answer) => `${answer.status} in ${(answer.ms / 1000).toFixed(1)} s`).join(', ')}; the attacker's ${attackerStatuses.length} requests by status: ${[...byStatus].map(([status, count]) => `${status} × ${count}`).join(', ')}`,
    );
    // The attacker is held to its share (its requests past 2 at once wait at the server, past the
    // PDF queue's 2 places are refused), and the visitor's PDFs come out beside it.
    expect(visitorPdfs.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(recoveryMs).toBeLessThan(30_000);
  }, 240_000);
});
