/**
 * What keeps one client from taking the site's server down: caps per client and per connection,
 * work dropped when its connection is gone, and a minimum body rate. Node's http.Server has the
 * timeouts (site/server/site-server.ts sets them); this holds the rest.
 *
 * - Connections: at most `connectionsPerClient` open at once from one address; one more is
 *   answered 503 and closed before a byte of it is read. The site's own proxies (TRUSTED_PROXIES)
 *   carry every visitor's requests on a few connections and are not counted: nginx counts
 *   connections per visitor itself (deploy/nginx/larkspur.conf).
 * - Requests in flight: at most `inFlightPerClient` of one client's requests are with the site at
 *   once (the client as site/server/client-address.ts finds it, behind a proxy too); up to
 *   `queuedPerClient` more wait for a turn; past that a request is answered 503 with Retry-After.
 *   One client's flood queues behind its own requests, not everyone's.
 * - Pipelining: a connection may send requests ahead of their answers (HTTP/1.1 pipelining), but at
 *   most `pipelinedPerConnection` are taken on; the next is answered 503 and the connection is
 *   closed once the answers it is owed are sent; the rest are dropped unanswered. A client that
 *   writes thirty requests and never reads holds a few, not thirty.
 * - This machine itself (127.0.0.1, ::1: health checks, monitoring, a proxy on the same host that
 *   forwards without X-Forwarded-For) is not limited, as nginx does not limit it
 *   (deploy/nginx/larkspur.conf).
 * - Work dropped: a request still waiting for its turn when its connection closes never reaches
 *   the site; one the site is working on sees its request aborted (Next's `request.signal`).
 * - Slow bodies: after `bodyGraceMs`, a body that at its pace so far cannot arrive within
 *   `bodyWithinMs` (the request's time limit) has its connection closed at once, instead of at the
 *   limit; a body of unknown length must keep `minBodyBytesPerSecond` on average. A short body
 *   typed slowly (a few bytes a second) is still taken.
 */
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { refuse } from './front-door';

export interface GuardLimits {
  readonly connectionsPerClient: number;
  readonly inFlightPerClient: number;
  readonly queuedPerClient: number;
  readonly pipelinedPerConnection: number;
  readonly minBodyBytesPerSecond: number;
  readonly bodyGraceMs: number;
  /** How long a whole request may take (the server's request timeout): a body must be able to arrive within it. */
  readonly bodyWithinMs: number;
}

/**
 * The site's limits. A browser opens at most 6 connections to a host and keeps one request in
 * flight on each, most of them for static files that take a millisecond; 16 connections leave
 * room for two or three browsers behind one address, and a client's requests past 2 at once wait
 * their turn (a page rendered on request takes a core for 100-300 ms; more at once from one
 * client only slows everyone else down). Measured with 150 connections from one address each
 * pipelining 30 requests for `/news/`: 32 connections and 4 in flight kept another client waiting
 * 5-9 s, these 1.5-2.7 s (tests/e2e/availability.e2e.test.ts prints it).
 */
export const GUARD_LIMITS: GuardLimits = Object.freeze({
  connectionsPerClient: 16,
  inFlightPerClient: 2,
  queuedPerClient: 16,
  pipelinedPerConnection: 2,
  // The largest body the site takes (64 KB) at 1 KB/s is still a minute: any real link is faster.
  minBodyBytesPerSecond: 1024,
  bodyGraceMs: 3_000,
  // The server's request timeout (site-server.ts checks that the two agree).
  bodyWithinMs: 15_000,
});

/** Seconds a refused client is asked to wait. */
const RETRY_AFTER_S = 1;

/** Per-client admission of requests: `inFlight` at once, `queued` waiting; pure, so it is tested alone. */
export class ClientGate {
  private readonly clients = new Map<string, { active: number; waiting: Array<() => void> }>();

  constructor(
    private readonly inFlight: number,
    private readonly queued: number,
  ) {}

  /** Requests of `client` running and waiting now. */
  load(client: string): { readonly active: number; readonly waiting: number } {
    const state = this.clients.get(client);
    return { active: state?.active ?? 0, waiting: state?.waiting.length ?? 0 };
  }

  /**
   * Asks for a turn: 'now' (start, and call `done` when finished), 'queued' (`start` is called
   * when a turn comes; `cancel` to leave the queue), or 'refused'.
   */
  enter(client: string, start: () => void): { readonly kind: 'now' | 'queued'; readonly done: () => void; readonly cancel: () => void } | { readonly kind: 'refused' } {
    let state = this.clients.get(client);
    if (state === undefined) {
      state = { active: 0, waiting: [] };
      this.clients.set(client, state);
    }
    const current = state;
    let finished = false;
    const done = () => {
      if (finished) return;
      finished = true;
      this.leave(client, current);
    };
    if (current.active < this.inFlight) {
      current.active += 1;
      return { kind: 'now', done, cancel: () => undefined };
    }
    if (current.waiting.length >= this.queued) {
      if (current.active === 0 && current.waiting.length === 0) this.clients.delete(client);
      return { kind: 'refused' };
    }
    const turn = () => start();
    current.waiting.push(turn);
    const cancel = () => {
      const index = current.waiting.indexOf(turn);
      if (index >= 0) current.waiting.splice(index, 1);
      if (current.active === 0 && current.waiting.length === 0) this.clients.delete(client);
    };
    return { kind: 'queued', done, cancel };
  }

  /**
   * One of `client`'s requests finished: its turn passes to the client's next waiting request, on
   * the event loop's next turn, so that what other clients sent meanwhile (a new connection, a
   * request) is read first and one client's queue cannot hold the loop from one answer to the next.
   */
  private leave(client: string, state: { active: number; waiting: Array<() => void> }): void {
    const next = state.waiting.shift();
    if (next) {
      setImmediate(next);
      return;
    }
    state.active -= 1;
    if (state.active === 0) this.clients.delete(client);
  }
}

/** Open connections per address; `accept` says whether one more may open. */
export class ConnectionCounter {
  private readonly open = new Map<string, number>();

  constructor(private readonly perClient: number) {}

  count(address: string): number {
    return this.open.get(address) ?? 0;
  }

  accept(address: string): boolean {
    const count = this.count(address);
    if (count >= this.perClient) return false;
    this.open.set(address, count + 1);
    return true;
  }

  release(address: string): void {
    const count = this.count(address) - 1;
    if (count > 0) this.open.set(address, count);
    else this.open.delete(address);
  }
}

/**
 * Whether a body is too slow to keep, once past the grace time: `received` bytes in `elapsedMs`
 * of a body declared `declared` bytes long (undefined: chunked). A body of known length is too
 * slow when, at its average pace so far, the rest could not arrive within `bodyWithinMs`; one of
 * unknown length when it is below the minimum rate.
 */
export function bodyTooSlow(
  received: number,
  elapsedMs: number,
  declared: number | undefined,
  { minBodyBytesPerSecond, bodyGraceMs, bodyWithinMs }: Pick<GuardLimits, 'minBodyBytesPerSecond' | 'bodyGraceMs' | 'bodyWithinMs'>,
): boolean {
  if (elapsedMs <= bodyGraceMs) return false;
  if (declared === undefined) return received < (minBodyBytesPerSecond * elapsedMs) / 1000;
  if (received >= declared) return false;
  return received === 0 || (elapsedMs * declared) / received > bodyWithinMs;
}

interface ConnectionState {
  /** Requests taken on and not yet answered. */
  pending: number;
  /** The connection went past its pipelining cap: the rest of what it sent is refused. */
  refusing: boolean;
  closed: boolean;
}

interface BodyWatch {
  readonly request: IncomingMessage;
  readonly socket: Socket;
  readonly startedAt: number;
  readonly bytesAtStart: number;
  /** Content-Length, or undefined for a chunked body. */
  readonly declared: number | undefined;
}

export interface GuardOptions {
  readonly limits?: GuardLimits;
  /** The address a connection's per-client count uses: its peer (undefined: not counted, a trusted proxy). */
  readonly connectionKey: (socket: Socket) => string | undefined;
  /** The client of a request (through trusted proxies); undefined: not limited. */
  readonly clientOf: (request: IncomingMessage) => string | undefined;
  readonly now?: () => number;
}

const hasBody = (request: IncomingMessage): boolean =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

const declaredLength = (request: IncomingMessage): number | undefined => {
  const length = Number(request.headers['content-length']);
  return request.headers['transfer-encoding'] === undefined && Number.isSafeInteger(length) && length > 0 ? length : undefined;
};

const busy = (response: ServerResponse, message: string): void =>
  refuse(response, { status: 503, message, api: false }, { 'retry-after': String(RETRY_AFTER_S) });

/**
 * Refuses a connection past its client's cap: a 503 written and the socket closed at once, so
 * that nothing it sends is parsed. The 503 arrives unless the client's requests were already on
 * their way.
 */
export function refuseConnection(socket: Socket): void {
  socket.on('error', () => undefined);
  socket.write(`HTTP/1.1 503 Service Unavailable\r\nRetry-After: ${RETRY_AFTER_S}\r\nContent-Type: text/plain\r\nContent-Length: 35\r\nConnection: close\r\n\r\nToo many connections from you now.\n`);
  socket.destroy();
}

/**
 * Puts the guard on `server` around `listener`: returns the request listener to give the server,
 * and a `stop` that ends the body-rate checks.
 */
// eslint-disable-next-line max-lines-per-function -- the guard's request, connection and timer handlers are closures over its per-server maps and counters; split apart, each would take the same state as arguments
export function guardServer(server: Server, listener: RequestListener, options: GuardOptions): { readonly listener: RequestListener; stop(): void } {
  const limits = options.limits ?? GUARD_LIMITS;
  const now = options.now ?? Date.now;
  const connections = new ConnectionCounter(limits.connectionsPerClient);
  const gate = new ClientGate(limits.inFlightPerClient, limits.queuedPerClient);
  const states = new WeakMap<Socket, ConnectionState>();
  const bodies = new Set<BodyWatch>();

  server.on('connection', (socket: Socket) => {
    const state: ConnectionState = { pending: 0, refusing: false, closed: false };
    states.set(socket, state);
    socket.once('close', () => {
      state.closed = true;
    });
    const key = options.connectionKey(socket);
    if (key === undefined) return;
    if (!connections.accept(key)) {
      // Closed at once, so that nothing it sends is parsed (Node's parser reads the socket
      // itself; pausing it would not stop that). The 503 is written first, and arrives unless
      // the client's requests were already on their way.
      state.closed = true;
      refuseConnection(socket);
      return;
    }
    socket.once('close', () => connections.release(key));
  });

  const checkBodies = setInterval(() => {
    const time = now();
    for (const watch of bodies) {
      if (watch.request.complete || watch.socket.destroyed) {
        bodies.delete(watch);
        continue;
      }
      // A body the site has not read yet waits in its buffer, and the socket stops reading: not the client's doing.
      if (watch.request.readableLength >= watch.request.readableHighWaterMark) continue;
      if (bodyTooSlow(watch.socket.bytesRead - watch.bytesAtStart, time - watch.startedAt, watch.declared, limits)) {
        bodies.delete(watch);
        watch.socket.destroy();
      }
    }
  }, 1_000);
  checkBodies.unref();

  const guarded: RequestListener = (request, response) => {
    const socket = request.socket as Socket;
    const state = states.get(socket) ?? { pending: 0, refusing: false, closed: false };
    if (state.closed) {
      socket.destroy();
      return;
    }
    // Past the cap, the first request is answered 503 with `Connection: close`: the connection
    // ends after it, and what it sent after that is never answered, nor even looked at.
    if (state.refusing) return;
    if (state.pending >= limits.pipelinedPerConnection) {
      state.refusing = true;
      busy(response, 'Too many requests on this connection at once.');
      return;
    }
    state.pending += 1;
    response.once('close', () => {
      state.pending -= 1;
    });
    if (hasBody(request)) bodies.add({ request, socket, startedAt: now(), bytesAtStart: socket.bytesRead, declared: declaredLength(request) });

    const client = options.clientOf(request);
    // The gate's answer, once it is given: `start` may run before `enter` returns.
    const held: { turn?: { readonly done: () => void; readonly cancel: () => void } } = {};
    const cancel = () => held.turn?.cancel();
    const finish = () => {
      socket.off('close', finish);
      response.off('close', finish);
      held.turn?.done();
    };
    const start = () => {
      socket.off('close', cancel);
      // The turn ends with the answer, or with the connection if that goes first.
      if (socket.destroyed || response.writableEnded) {
        finish();
        return;
      }
      response.once('close', finish);
      socket.once('close', finish);
      listener(request, response);
    };
    if (client === undefined) {
      start();
      return;
    }
    const admission = gate.enter(client, start);
    if (admission.kind === 'refused') {
      busy(response, 'Too many requests from you at once. Please try again in a moment.');
      return;
    }
    held.turn = admission;
    if (admission.kind === 'now') start();
    // Waiting: a connection that goes away takes its request out of the queue.
    else socket.once('close', cancel);
  };
  return { listener: guarded, stop: () => clearInterval(checkBodies) };
}
