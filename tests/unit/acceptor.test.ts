/**
 * The site's acceptor (site/server/acceptor.ts): it hands every connection to a forked worker
 * running the site's http.Server, refuses one client's connections past its cap before the worker
 * sees them, and keeps accepting while the worker is busy, so another visitor is not queued
 * behind a flood of one client's connections.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { createServer as createHttpServer, request as httpRequest } from 'node:http';
import { connect, createServer as createNetServer, type AddressInfo, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { createAcceptor, takeConnections, TurnQueue } from '../../site/server/acceptor';

const WORKER = path.resolve(__dirname, '../support/acceptor-worker.ts');
/** Not this machine, so that the per-client caps apply to it (connections from 127.0.0.1 are not counted). */
const CLIENT = '127.0.0.2';

interface Running {
  readonly worker: ChildProcess;
  readonly server: Server;
  readonly port: number;
}

const running: Running[] = [];

async function start(connectionsPerClient: number, busyMs = 0, env: Record<string, string> = {}): Promise<Running> {
  const worker = fork(WORKER, [], { execArgv: ['--import', 'tsx'], env: { ...process.env, WORKER_BUSY_MS: String(busyMs), ...env }, stdio: 'inherit' });
  const { server, workerReady } = createAcceptor({
    worker,
    connectionsPerClient,
    connectionKey: (socket) => (socket.remoteAddress?.endsWith('127.0.0.1') ? undefined : socket.remoteAddress),
  });
  await workerReady;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const site = { worker, server, port: (server.address() as AddressInfo).port };
  running.push(site);
  return site;
}

afterEach(async () => {
  for (const { worker, server } of running.splice(0)) {
    server.close();
    worker.kill('SIGKILL');
    await new Promise((resolve) => (worker.exitCode === null ? worker.once('exit', resolve) : resolve(undefined)));
  }
});

function get(port: number, urlPath: string, from = '127.0.0.1'): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path: urlPath, localAddress: from, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, ms: performance.now() - started }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** Opens a connection from `from` that writes `text` and then waits; resolves with what the server sent once it closes. */
function holdOpen(port: number, text: string, from = CLIENT): { socket: Socket; answer: Promise<string> } {
  const socket = connect({ port, host: '127.0.0.1', localAddress: from }, () => socket.write(text));
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => undefined);
  return { socket, answer: new Promise((resolve) => socket.once('close', () => resolve(received))) };
}

describe('the acceptor', () => {
  it('hands connections to the worker, which answers them with the client’s own address', async () => {
    const { port } = await start(4);
    const answers = await Promise.all([get(port, '/one'), get(port, '/two', CLIENT), get(port, '/three')]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => answer.body)).toEqual(['served /one to 127.0.0.1 after 0 renders', 'served /two to 127.0.0.2 after 0 renders', 'served /three to 127.0.0.1 after 0 renders']);
  }, 60_000);

  it('keeps the server’s header timeout for the connections it hands over: unfinished headers are answered 408 and closed', async () => {
    const { port } = await start(4, 0, { WORKER_HEADERS_TIMEOUT_MS: '1000' });
    const slow = holdOpen(port, 'GET /slow HTTP/1.1\r\nHost: site\r\n');
    const closed = await Promise.race([slow.answer, new Promise<null>((resolve) => setTimeout(() => resolve(null), 20_000))]);
    slow.socket.destroy();
    expect(closed).toMatch(/^HTTP\/1\.1 408 /);
  }, 60_000);

  it('refuses a client’s connections past its cap with a 503, and takes new ones once earlier ones close', async () => {
    const { port } = await start(2);
    const held = [holdOpen(port, ''), holdOpen(port, '')];
    await new Promise((resolve) => setTimeout(resolve, 300));
    const refused = holdOpen(port, 'GET /third HTTP/1.1\r\nHost: site\r\n\r\n');
    expect(await refused.answer).toMatch(/^HTTP\/1\.1 503 [\s\S]*Too many connections from you now\./);
    // Another client is not held to this client's cap.
    expect((await get(port, '/other')).status).toBe(200);
    for (const { socket } of held) socket.destroy();
    await Promise.all(held.map(({ answer }) => answer));
    // The worker reports the closed connections, and the acceptor counts them no more.
    let answer = { status: 0, body: '', ms: 0 };
    for (let attempt = 0; attempt < 50 && answer.status !== 200; attempt += 1) {
      answer = await get(port, '/again', CLIENT).catch(() => answer);
      if (answer.status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(answer.body).toBe('served /again to 127.0.0.2 after 0 renders');
  }, 60_000);

  it('keeps accepting while the worker renders: another visitor is not queued behind 150 connections of one client', async () => {
    // Each /busy request holds the worker's event loop for 100 ms, as a page render does.
    const { port } = await start(16, 100);
    const flood = Array.from({ length: 150 }, () => holdOpen(port, 'GET /busy HTTP/1.1\r\nHost: site\r\n\r\n'.repeat(2)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const visitor = await get(port, '/health');
    const refusedOrServed = await Promise.all(
      flood.map(async ({ socket, answer }) => {
        setTimeout(() => socket.destroy(), 10_000).unref();
        return answer;
      }),
    );
    expect(visitor.status).toBe(200);
    // The 134 connections past the cap were refused by the acceptor, not queued for the worker.
    expect(refusedOrServed.filter((text) => text.includes('Too many connections from you now.')).length).toBeGreaterThanOrEqual(150 - 16);
    // The visitor's request came in after a few of the client's renders: its connection was handed
    // over in its turn, and each waiting render starts on a new turn of the worker's event loop.
    // Handed over first come, first served, it waited for all 16 of the client's connections and
    // came after 32 renders.
    const renders = Number(/after (\d+) renders/.exec(visitor.body)?.[1]);
    console.log(`acceptor: a visitor's request during a flood of 150 connections took ${visitor.ms.toFixed(0)} ms, answered after ${renders} of the flood's renders`);
    expect(renders).toBeLessThanOrEqual(12);
  }, 60_000);
});

describe('the worker’s side', () => {
  it('sends each handed-over connection’s writes at once (no delay waiting for an acknowledgement), as Node’s own server does', async () => {
    const listener = createNetServer();
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const accepted = new Promise<Socket>((resolve) => listener.once('connection', resolve));
    const client = connect((listener.address() as AddressInfo).port, '127.0.0.1');
    const socket = await accepted;
    const noDelay = vi.spyOn(socket, 'setNoDelay');
    const channel = Object.assign(new EventEmitter(), { connected: true, send: () => true }) as unknown as NodeJS.Process;
    const server = createHttpServer((_, response) => response.end('ok'));
    try {
      await takeConnections(server, channel);
      channel.emit('message', { kind: 'larkspur:connection', id: 1 }, socket);
      expect(noDelay).toHaveBeenCalledWith(true);
    } finally {
      client.destroy();
      socket.destroy();
      server.close();
      listener.close();
    }
  });
});

describe('TurnQueue', () => {
  it('gives every item once, each owner’s in its order, and each owner waiting one turn per round', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom<string>('a', 'b', 'c', 'd'), fc.nat()), { maxLength: 60 }), (pushes) => {
        const queue = new TurnQueue<{ owner: string; index: number }>();
        pushes.forEach(([owner], index) => queue.push(owner, { owner, index }));
        const served: Array<{ owner: string; index: number }> = [];
        for (let item = queue.next(); item !== undefined; item = queue.next()) served.push(item);
        expect(served.map((item) => item.index).sort((x, y) => x - y)).toEqual(pushes.map((_, index) => index));
        expect(queue.size).toBe(0);
        const owners = [...new Set(pushes.map(([owner]) => owner))];
        for (const owner of owners) {
          const order = served.filter((item) => item.owner === owner).map((item) => item.index);
          expect(order).toEqual([...order].sort((x, y) => x - y));
        }
        // In any prefix, owners that still have items have been served within one of each other.
        const left = new Map(owners.map((owner) => [owner, pushes.filter(([o]) => o === owner).length]));
        const taken = new Map(owners.map((owner) => [owner, 0]));
        for (const item of served) {
          taken.set(item.owner, (taken.get(item.owner) ?? 0) + 1);
          left.set(item.owner, (left.get(item.owner) ?? 0) - 1);
          const waiting = owners.filter((owner) => (left.get(owner) ?? 0) > 0).map((owner) => taken.get(owner) ?? 0);
          if (waiting.length > 0) expect(Math.max(...waiting) - Math.min(...waiting)).toBeLessThanOrEqual(1);
        }
      }),
    );
  });
});
