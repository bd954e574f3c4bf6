/**
 * The site's http.Server (site/server/main.ts starts it around Next):
 *
 * - the timeouts: headers within HEADERS_TIMEOUT_MS, the whole request within
 *   REQUEST_TIMEOUT_MS (Node answers 408 and closes), checked every second; a connection that
 *   neither sends nor takes a byte for IDLE_TIMEOUT_MS is closed (a client that stopped reading);
 * - the guard (site/server/connection-guard.ts): connections and requests in flight per client,
 *   requests pipelined per connection, work dropped with its connection, a minimum body rate;
 * - the front door (site/server/front-door.ts): the client's address, refusals of what Next
 *   cannot answer well, compression and the HTML rewrite of the framework's scripts.
 */
import { createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import type { BlockList, Socket } from 'node:net';
import { isProxy, plainAddress, proxyMatcher, resolveClientAddress } from './client-address';
import { guardServer, GUARD_LIMITS, type GuardLimits } from './connection-guard';
import { frontDoor, refuseConnect } from './front-door';

export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = GUARD_LIMITS.bodyWithinMs;
/** Longer than the slowest answer the site gives (a PDF: 30 s, site/pdf/limits.ts). */
export const IDLE_TIMEOUT_MS = 45_000;

/** The options every http.Server of the site is created with. */
export const SERVER_OPTIONS = Object.freeze({ headersTimeout: HEADERS_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS, connectionsCheckingInterval: 1_000, keepAliveTimeout: 5_000 });

export interface SiteServerOptions {
  /** The addresses and ranges of the site's own proxies (TRUSTED_PROXIES). */
  readonly trustedProxies: readonly string[];
  readonly limits?: GuardLimits;
}

/**
 * An http.Server with the site's limits, guard and front door around `handle` (Next's request
 * handler, or any other in the tests). `close` also ends the guard's timer.
 */
export function createSiteServer(handle: RequestListener, { trustedProxies, limits = GUARD_LIMITS }: SiteServerOptions): Server {
  const proxies = proxyMatcher(trustedProxies);
  const addressOf = (request: IncomingMessage): string => resolveClientAddress(headerValue(request.headers['x-forwarded-for']), request.socket.remoteAddress, proxies);
  const server = createServer({ ...SERVER_OPTIONS });
  server.timeout = IDLE_TIMEOUT_MS;
  const guard = guardServer(server, frontDoor(handle, addressOf), {
    limits,
    clientOf: (request) => {
      const client = addressOf(request);
      return isThisMachine(client) ? undefined : client;
    },
    connectionKey: connectionKeyOf(proxies),
  });
  server.on('request', guard.listener);
  server.on('connect', refuseConnect);
  server.on('close', () => guard.stop());
  return server;
}

/**
 * The address a connection counts against for the per-client connection cap: its peer, or
 * undefined for the site's own proxies (they carry every visitor's requests) and this machine.
 */
export function connectionKeyOf(proxies: BlockList): (socket: Socket) => string | undefined {
  return (socket) => {
    const peer = plainAddress(socket.remoteAddress ?? '');
    return isProxy(proxies, peer) || isThisMachine(peer) ? undefined : peer;
  };
}

/** Requests from this machine itself (health checks, monitoring) are not limited. */
const isThisMachine = (address: string): boolean => address === '127.0.0.1' || address === '::1';

const headerValue = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value.join(',') : value);

