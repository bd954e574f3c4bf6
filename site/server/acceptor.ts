/**
 * The site's two processes: an acceptor that takes every TCP connection, and a worker that runs
 * Next behind the site's http.Server (site/server/site-server.ts) and gets each connection from
 * the acceptor.
 *
 * Why two: Node accepts one connection per turn of its event loop. While a process renders pages
 * its turns are long (50-200 ms), so a client that opens hundreds of connections at once puts
 * every other visitor's connection behind all of them in the kernel's queue: with 150 connections
 * from one address, another visitor's first request waited 2-2.6 s before it was even accepted.
 * The acceptor's loop does nothing else, so it accepts a connection in well under a millisecond,
 * refuses one client's connections past `connectionsPerClient` itself (answered 503 and closed
 * before a byte is read), and hands the rest to the worker, which takes a batch of them per turn.
 *
 * The connection is handed over with Node's IPC (a `net.Socket` sent with `ChildProcess.send`) and
 * given to the worker's http.Server as its own (`server.emit('connection', socket)`), as Node
 * documents both. The acceptor is paused on connect, so nothing is read before the worker has it.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server as HttpServer } from 'node:http';
import { createServer, Socket, type Server as NetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConnectionCounter, refuseConnection } from './connection-guard';

/** Messages between the two processes. */
type AcceptorMessage = { readonly kind: 'larkspur:connection'; readonly id: number };
type WorkerMessage = { readonly kind: 'larkspur:ready' } | { readonly kind: 'larkspur:closed'; readonly id: number };

const isWorkerMessage = (message: unknown): message is WorkerMessage =>
  typeof message === 'object' && message !== null && typeof (message as { kind?: unknown }).kind === 'string' && (message as { kind: string }).kind.startsWith('larkspur:');

export interface AcceptorOptions {
  /** The worker process, forked with an IPC channel. */
  readonly worker: ChildProcess;
  readonly connectionsPerClient: number;
  /** The address a connection counts against (its peer), or undefined when it is not counted (a trusted proxy, this machine). */
  readonly connectionKey: (socket: Socket) => string | undefined;
}

/**
 * The acceptor's server: listen on it once the worker is ready (`workerReady`). Connections it
 * accepts go to `worker`; their count per client is released when the worker says the
 * connection closed.
 */
export function createAcceptor({ worker, connectionsPerClient, connectionKey }: AcceptorOptions): { readonly server: NetServer; readonly workerReady: Promise<void> } {
  const connections = new ConnectionCounter(connectionsPerClient);
  const counted = new Map<number, string>();
  let nextId = 0;
  const workerReady = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: unknown) => {
      if (!isWorkerMessage(message)) return;
      if (message.kind === 'larkspur:ready') resolve();
      else {
        const key = counted.get(message.id);
        counted.delete(message.id);
        if (key !== undefined) connections.release(key);
      }
    });
    worker.once('exit', (code) => reject(new Error(`the site's worker exited with ${code ?? 'a signal'} before it was ready`)));
  });

  // One connection at a time is on its way to the worker (Node sends the next handle only once
  // the worker has taken the last one); which one goes next is chosen in turn among the clients
  // with connections waiting, so one client's many connections do not queue everyone else's.
  const waiting = new TurnQueue<{ readonly socket: Socket; readonly key: string | undefined }>();
  let sending = false;
  const handOver = () => {
    if (sending) return;
    const next = waiting.next();
    if (next === undefined) return;
    const { socket, key } = next;
    const release = () => {
      if (key !== undefined) connections.release(key);
    };
    if (socket.destroyed) {
      release();
      handOver();
      return;
    }
    const id = nextId++;
    if (key !== undefined) counted.set(id, key);
    const message: AcceptorMessage = { kind: 'larkspur:connection', id };
    sending = true;
    worker.send(message, socket, { keepOpen: false }, (error) => {
      sending = false;
      if (error !== null) {
        // The worker is gone or its channel is closed: this connection is not served.
        if (counted.delete(id)) release();
        socket.destroy();
      }
      handOver();
    });
  };

  const server = createServer({ pauseOnConnect: true }, (socket) => {
    const key = connectionKey(socket);
    if (key !== undefined && !connections.accept(key)) {
      refuseConnection(socket);
      return;
    }
    waiting.push(key ?? socket.remoteAddress ?? '', { socket, key });
    handOver();
  });
  // A connection that resets before it is handed over is of no concern to the acceptor.
  server.on('connection', (socket) => socket.on('error', () => undefined));
  return { server, workerReady };
}

/**
 * Items waiting in turn by owner: `next` takes the oldest item of the owner after the one served
 * last, so each owner with items waiting is served once per round, however many it has.
 */
export class TurnQueue<T> {
  private readonly queues = new Map<string, T[]>();

  get size(): number {
    let size = 0;
    for (const queue of this.queues.values()) size += queue.length;
    return size;
  }

  push(owner: string, item: T): void {
    const queue = this.queues.get(owner);
    if (queue === undefined) this.queues.set(owner, [item]);
    else queue.push(item);
  }

  next(): T | undefined {
    // A Map iterates in insertion order: the owner served is moved to the end.
    for (const [owner, queue] of this.queues) {
      const item = queue.shift();
      this.queues.delete(owner);
      if (queue.length > 0) this.queues.set(owner, queue);
      if (item !== undefined) return item;
    }
    return undefined;
  }
}

/**
 * The worker's side: every connection the acceptor hands over becomes a connection of `server`
 * (the site's http.Server). Resolves, once `server` is ready to take them, with `ready` (to call
 * once Next is prepared) and the sockets open now (for a graceful stop).
 *
 * Node enforces the header and request timeouts only for the connections of a listening server
 * (it starts tracking them when the server listens), so `server` listens on a Unix socket in a
 * folder of its own that nothing connects to, removed when the process exits.
 */
export async function takeConnections(server: HttpServer, channel: NodeJS.Process = process): Promise<{ ready(): void; readonly open: ReadonlySet<Socket> }> {
  const privateDir = mkdtempSync(path.join(tmpdir(), 'larkspur-worker-'));
  channel.once('exit', () => rmSync(privateDir, { recursive: true, force: true }));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path.join(privateDir, 'tracking.sock'), () => {
      server.off('error', reject);
      resolve();
    });
  });
  const open = new Set<Socket>();
  channel.on('message', (message: unknown, handle: unknown) => {
    if (typeof message !== 'object' || message === null || (message as AcceptorMessage).kind !== 'larkspur:connection') return;
    const { id } = message as AcceptorMessage;
    if (!(handle instanceof Socket)) {
      channel.send?.({ kind: 'larkspur:closed', id } satisfies WorkerMessage);
      return;
    }
    open.add(handle);
    // As Node's http.Server sets its own connections (its `noDelay`, on by default): a response
    // written in parts (headers, then the body as it streams) would otherwise wait for the
    // client's delayed acknowledgement of the first part, 40 ms on every kept-alive request.
    handle.setNoDelay(true);
    handle.once('close', () => {
      open.delete(handle);
      if (channel.connected) channel.send?.({ kind: 'larkspur:closed', id } satisfies WorkerMessage);
    });
    server.emit('connection', handle);
    handle.resume();
  });
  return {
    ready: () => void channel.send?.({ kind: 'larkspur:ready' } satisfies WorkerMessage),
    open,
  };
}
