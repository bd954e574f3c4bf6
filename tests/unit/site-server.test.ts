/**
 * The site's own server (site/server/site-server.ts) around a stand-in for Next: its limits, the
 * front door's refusals and marks, and the guard against one client's flood (pipelined requests
 * never read, slow bodies, too many connections), each measured by what a second client sees.
 */
import fc from 'fast-check';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER } from '../../site/server/client-address';
import { bodyTooSlow, GUARD_LIMITS, type GuardLimits } from '../../site/server/connection-guard';
import { refusalOf } from '../../site/server/front-door';
import { COLLAPSED_HEADER, UNKNOWN_PATH_HEADER } from '../../site/server/request-gate';
import { createSiteServer } from '../../site/server/site-server';

interface Seen {
  url: string;
  collapsed: string | undefined;
  address: string | undefined;
  unknown?: string;
}

/** A stand-in for Next: answers after `delayMs`, and counts what it was handed and what it finished. */
function standIn(delayMs = 0) {
  const seen: Seen[] = [];
  const stats = { started: 0, finished: 0, mostAtOnce: 0, byConnection: new Map<number, number>() };
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const unknown = request.headers[UNKNOWN_PATH_HEADER] as string | undefined;
    const port = request.socket.remotePort ?? 0;
    stats.byConnection.set(port, (stats.byConnection.get(port) ?? 0) + 1);
    stats.mostAtOnce = Math.max(stats.mostAtOnce, stats.started + 1 - stats.finished);
    seen.push({ url: request.url ?? '', collapsed: request.headers[COLLAPSED_HEADER] as string | undefined, address: request.headers[CLIENT_ADDRESS_HEADER] as string | undefined, ...(unknown === undefined ? {} : { unknown }) });
    stats.started += 1;
    const answer = () => {
      stats.finished += 1;
      if (!response.destroyed) response.end('ok');
    };
    if (request.method === 'POST') {
      // A route that reads its whole body, as the form endpoints do.
      request.on('data', () => undefined);
      request.on('end', () => setTimeout(answer, delayMs));
    } else setTimeout(answer, delayMs);
  };
  return { seen, stats, handle };
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** Sends `text` as it is, from `from`, and returns what comes back until the server closes or answers. */
function raw(port: number, text: string, from = '127.0.0.1'): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress: from }, () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (answer.includes('\r\n\r\n')) socket.end();
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** A GET from `from` (another loopback address is another client): its status and how long it took. */
function timedGet(port: number, path: string, from = '127.0.0.1'): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, localAddress: from, agent: false, timeout: 20_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end();
  });
}

const opened = (port: number, from: string): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress: from }, () => resolve(socket));
    socket.on('error', reject);
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the front door', () => {
  const next = standIn();
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createSiteServer(next.handle, { trustedProxies: ['127.0.0.9'] });
    port = await listen(server);
  });
  afterAll(() => close(server));

  it('gives the server the site’s limits: headers within 10 s, the request within 15 s, checked every second', () => {
    expect(server.headersTimeout).toBe(10_000);
    expect(server.requestTimeout).toBe(15_000);
    expect(server.timeout).toBe(45_000);
  });

  it('answers an absolute-form request line with 400 instead of a redirect to the host it names', async () => {
    next.seen.length = 0;
    const answer = await raw(port, 'GET http://elsewhere.example/ HTTP/1.1\r\nHost: site\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1.1 400 /);
    expect(answer).not.toMatch(/\r\nlocation:/i);
    expect(await raw(port, 'OPTIONS * HTTP/1.1\r\nHost: site\r\n\r\n')).toMatch(/^HTTP\/1.1 400 /);
    expect(next.seen).toEqual([]);
  });

  it('answers TRACE with 405 before Next sees it (Next cannot make a Request of it)', async () => {
    const page = await raw(port, 'TRACE /about/ HTTP/1.1\r\nHost: site\r\n\r\n');
    expect(page).toMatch(/^HTTP\/1.1 405 /);
    expect(page).toMatch(/\r\nallow: GET, HEAD\r\n/i);
    expect(await raw(port, 'TRACE /api/news/ HTTP/1.1\r\nHost: site\r\n\r\n')).toMatch(/^HTTP\/1.1 405 /);
  });

  it.each(['/%ff/', '/news/%/', '/%E0%A4%A/'])('answers the malformed escape in %s with 400', async (path) => {
    expect(await raw(port, `GET ${path} HTTP/1.1\r\nHost: site\r\n\r\n`)).toMatch(/^HTTP\/1.1 400 /);
  });

  it('answers a page asked with any method but GET and HEAD with 405, without reading its body', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      // Content-Length promises a body that never comes: the answer must not wait for it.
      const answer = await raw(port, `${method} /about/ HTTP/1.1\r\nHost: site\r\nContent-Length: 10000000\r\n\r\n`);
      expect(answer, method).toMatch(/^HTTP\/1.1 405 [^]*\r\nallow: GET, HEAD\r\n/i);
    }
  });

  it('leaves the methods of an API path, and the answer to a well-formed page request, to the site', () => {
    expect(refusalOf('POST', '/api/vendor/')).toBeUndefined();
    expect(refusalOf('DELETE', '/api/news/?x=1')).toBeUndefined();
    expect(refusalOf('GET', '/about/')).toBeUndefined();
    expect(refusalOf('HEAD', '/caf%C3%A9/')).toBeUndefined();
    expect(refusalOf('GET', '/api/%ff/')).toMatchObject({ status: 400, api: true });
  });

  it('answers CONNECT with 405 instead of dropping the connection', async () => {
    expect(await raw(port, 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n')).toMatch(/^HTTP\/1.1 405 /);
  });

  it('collapses repeated slashes and backslashes in a path and marks the request, for the proxy to redirect', async () => {
    next.seen.length = 0;
    await raw(port, 'GET //api//form-token/?a=//b HTTP/1.1\r\nHost: site\r\n\r\n');
    await raw(port, 'GET /a\\b/ HTTP/1.1\r\nHost: site\r\n\r\n');
    expect(next.seen.map(({ url, collapsed }) => ({ url, collapsed }))).toEqual([
      { url: '/api/form-token/?a=//b', collapsed: '1' },
      { url: '/a/b/', collapsed: '1' },
    ]);
  });

  it('never takes the site’s marks, or its client address, from a client', async () => {
    next.seen.length = 0;
    await raw(port, `GET /about/ HTTP/1.1\r\nHost: site\r\n${COLLAPSED_HEADER}: 1\r\n${UNKNOWN_PATH_HEADER}: 1\r\n${CLIENT_ADDRESS_HEADER}: 203.0.113.1\r\nX-Forwarded-For: 198.51.100.7\r\n\r\n`);
    expect(next.seen).toEqual([{ url: '/about/', collapsed: undefined, address: '127.0.0.1' }]);
  });

  it('believes X-Forwarded-For only on a connection from a configured proxy', async () => {
    next.seen.length = 0;
    await raw(port, 'GET /about/ HTTP/1.1\r\nHost: site\r\nX-Forwarded-For: 198.51.100.7, 203.0.113.5\r\n\r\n', '127.0.0.9');
    await raw(port, 'GET /about/ HTTP/1.1\r\nHost: site\r\nX-Forwarded-For: 198.51.100.7, 203.0.113.5\r\n\r\n', '127.0.0.8');
    expect(next.seen.map((seen) => seen.address)).toEqual(['203.0.113.5', '127.0.0.8']);
  });
});

/** Small caps so the floods stay small on a busy machine; the site's own are larger (GUARD_LIMITS). */
const TEST_LIMITS: GuardLimits = { ...GUARD_LIMITS, connectionsPerClient: 8, inFlightPerClient: 4, queuedPerClient: 8, pipelinedPerConnection: 2, bodyGraceMs: 1_000 };

describe('one client’s flood', () => {
  it('pipelined requests never read: the site takes on a few of them, another client is answered, and all is clear when the attacker leaves', async () => {
    const next = standIn(20);
    const server = createSiteServer(next.handle, { trustedProxies: [], limits: TEST_LIMITS });
    const port = await listen(server);
    try {
      // 8 connections (the cap) plus 4 refused, each writing 30 requests at once and never reading.
      const sockets = await Promise.all(Array.from({ length: 12 }, () => opened(port, '127.0.0.2')));
      for (const socket of sockets) {
        socket.pause();
        socket.write('GET /news/ HTTP/1.1\r\nHost: site\r\n\r\n'.repeat(30));
      }
      await sleep(300);
      const during = await Promise.all(Array.from({ length: 5 }, () => timedGet(port, '/api/health/')));
      // At most 2 requests a connection reached the site (the connection is closed after them),
      // and at most 4 of the client's at once: not 12 × 30.
      expect(Math.max(...next.stats.byConnection.values())).toBeLessThanOrEqual(TEST_LIMITS.pipelinedPerConnection);
      expect(next.stats.started).toBeLessThanOrEqual(12 * TEST_LIMITS.pipelinedPerConnection + 5);
      expect(next.stats.mostAtOnce).toBeLessThanOrEqual(TEST_LIMITS.inFlightPerClient + 5);
      expect(during.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      for (const socket of sockets) socket.destroy();
      await sleep(100);
      const after = await timedGet(port, '/', '127.0.0.2');
      expect(after.status).toBe(200);
      console.log(`pipelining flood: ${next.stats.started} requests reached the site; another client's p100 ${Math.max(...during.map((answer) => answer.ms)).toFixed(0)} ms; the attacker served ${after.ms.toFixed(0)} ms after leaving`);
    } finally {
      await close(server);
    }
  });

  it('too many requests from one client at once: its excess waits or is refused, never another client’s', async () => {
    const next = standIn(200);
    const server = createSiteServer(next.handle, { trustedProxies: [], limits: { ...TEST_LIMITS, connectionsPerClient: 64 } });
    const port = await listen(server);
    try {
      const flood = Array.from({ length: 20 }, () => timedGet(port, '/news/', '127.0.0.2'));
      await sleep(50);
      const other = await timedGet(port, '/about/', '127.0.0.3');
      const answers = await Promise.all(flood);
      const statuses = answers.map((answer) => answer.status);
      // 4 at once and 8 waiting: 12 served, 8 refused with 503.
      expect(statuses.filter((status) => status === 200)).toHaveLength(12);
      expect(statuses.filter((status) => status === 503)).toHaveLength(8);
      expect(other.status).toBe(200);
      expect(other.ms).toBeLessThan(answers.reduce((slowest, answer) => Math.max(slowest, answer.ms), 0));
      // This machine itself (health checks, monitoring) is not limited.
      const local = await Promise.all(Array.from({ length: 20 }, () => timedGet(port, '/news/', '127.0.0.1')));
      expect(local.every((answer) => answer.status === 200)).toBe(true);
    } finally {
      await close(server);
    }
  });

  it('drops a waiting request whose connection closed before the site saw it', async () => {
    const next = standIn(300);
    const server = createSiteServer(next.handle, { trustedProxies: [], limits: { ...TEST_LIMITS, inFlightPerClient: 1 } });
    const port = await listen(server);
    try {
      const first = timedGet(port, '/a/', '127.0.0.2');
      await sleep(50);
      const gone = await opened(port, '127.0.0.2');
      gone.write('GET /b/ HTTP/1.1\r\nHost: site\r\n\r\n');
      await sleep(50);
      gone.destroy();
      await first;
      await sleep(100);
      expect(next.seen.map((seen) => seen.url)).toEqual(['/a/']);
    } finally {
      await close(server);
    }
  });

  it('slow bodies: a body whose steady pace lands it within the time limit is never cut, one that cannot is cut after the grace time', () => {
    const limits = GUARD_LIMITS;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 65_536 }), fc.double({ min: 0.01, max: 0.99, noNaN: true }), fc.double({ min: 0.001, max: 1, noNaN: true }), (declared, share, at) => {
        // A steady body finishing at `share` of the limit, looked at `at` of the way through it.
        const finishMs = share * limits.bodyWithinMs;
        const elapsedMs = at * finishMs;
        expect(bodyTooSlow((declared * elapsedMs) / finishMs, elapsedMs, declared, limits)).toBe(false);
      }),
    );
    // 15 bytes typed over 4 s: taken. A byte every 3 s of 20,000: cut once the grace time is over.
    expect(bodyTooSlow(5, 3_500, 15, limits)).toBe(false);
    expect(bodyTooSlow(1, 3_500, 20_000, limits)).toBe(true);
    expect(bodyTooSlow(0, 3_500, 15, limits)).toBe(true);
    expect(bodyTooSlow(10, 3_500, undefined, limits)).toBe(true);
    expect(bodyTooSlow(10, 2_000, 20_000, limits)).toBe(false);
  });

  it('slow bodies: a connection sending below the minimum rate is cut within seconds, and another client is answered meanwhile', async () => {
    const next = standIn();
    const server = createSiteServer(next.handle, { trustedProxies: [], limits: TEST_LIMITS });
    const port = await listen(server);
    try {
      const started = performance.now();
      const cut: number[] = [];
      const sockets = await Promise.all(Array.from({ length: 6 }, () => opened(port, '127.0.0.2')));
      for (const socket of sockets) {
        socket.on('close', () => cut.push(performance.now() - started));
        socket.write('POST /api/vendor/ HTTP/1.1\r\nHost: site\r\nContent-Type: application/json\r\nContent-Length: 20000\r\n\r\n{');
      }
      const trickle = setInterval(() => sockets.forEach((socket) => !socket.destroyed && socket.write(' ')), 500);
      const during = await timedGet(port, '/api/health/', '127.0.0.3');
      await new Promise<void>((resolve) => {
        const check = setInterval(() => {
          if (cut.length === sockets.length || performance.now() - started > 12_000) {
            clearInterval(check);
            resolve();
          }
        }, 100);
      });
      clearInterval(trickle);
      expect(during.status).toBe(200);
      // Cut by the rate check (1 s of grace, checked every second), not by the 15 s request timeout.
      expect(cut).toHaveLength(sockets.length);
      expect(Math.max(...cut)).toBeLessThan(8_000);
      // Only the other client's request was answered: no slow body ever completed.
      expect(next.stats.finished).toBe(1);
      console.log(`slow bodies: cut after ${Math.min(...cut).toFixed(0)}-${Math.max(...cut).toFixed(0)} ms`);
    } finally {
      await close(server);
    }
  });

  it('too many connections from one address: the rest are answered 503 at once, another address is not', async () => {
    const next = standIn();
    const server = createSiteServer(next.handle, { trustedProxies: ['127.0.0.9'], limits: TEST_LIMITS });
    const port = await listen(server);
    try {
      const held = await Promise.all(Array.from({ length: TEST_LIMITS.connectionsPerClient }, () => opened(port, '127.0.0.2')));
      expect(await raw(port, 'GET / HTTP/1.1\r\nHost: site\r\n\r\n', '127.0.0.2')).toMatch(/^HTTP\/1.1 503 /);
      expect((await timedGet(port, '/', '127.0.0.3')).status).toBe(200);
      // The site's own proxy carries many visitors: its connections are not capped here.
      const proxied = await Promise.all(Array.from({ length: TEST_LIMITS.connectionsPerClient + 2 }, () => opened(port, '127.0.0.9')));
      expect((await timedGet(port, '/', '127.0.0.9')).status).toBe(200);
      for (const socket of [...held, ...proxied]) socket.destroy();
      await sleep(100);
      expect((await timedGet(port, '/', '127.0.0.2')).status).toBe(200);
    } finally {
      await close(server);
    }
  });
});
