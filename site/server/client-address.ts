/**
 * The client's address behind proxies (TRUSTED_PROXIES), for the rate limit and the logs.
 *
 * Each proxy appends the address it was connected from to X-Forwarded-For, so only the entries
 * that the site's own proxies appended can be believed: anything before them is whatever the
 * client wrote. With `TRUSTED_PROXIES=N` the client is the entry N hops from the end of the chain
 * `X-Forwarded-For + the connection's own address`: 0 is the connection itself (the site faces
 * the internet), 1 the last X-Forwarded-For entry (one proxy, the default), 2 the one before it
 * (a CDN in front of nginx), and so on. A chain shorter than that did not pass every proxy, and
 * its first entry is the furthest address known.
 *
 * `next start` hides the connection's address from route handlers (it fills X-Forwarded-For with
 * it only when the header is missing), so `installForwardedChain` has the Node server write the
 * whole chain into FORWARDED_CHAIN_HEADER before Next sees the request, replacing any such
 * header a client sent.
 */
import { Server, type IncomingMessage } from 'node:http';

/** Written by the server on every request (never taken from the client): `X-Forwarded-For, peer`. */
export const FORWARDED_CHAIN_HEADER = 'x-larkspur-forwarded-for';

const entries = (value: string | null | undefined): string[] =>
  (value ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');

/** The client's address, `trustedProxies` hops from the end of the forwarding chain; 'unknown' without one. */
export function clientAddress(headers: Headers, trustedProxies: number): string {
  const chain = entries(headers.get(FORWARDED_CHAIN_HEADER));
  if (chain.length > 0) return chain[Math.max(0, chain.length - 1 - trustedProxies)] ?? 'unknown';
  // Without the server's chain (a request handled outside `next start`): X-Forwarded-For alone,
  // whose last entry Next fills with the connection's address when the header is missing.
  const forwarded = entries(headers.get('x-forwarded-for'));
  if (trustedProxies === 0 || forwarded.length === 0) return 'unknown';
  return forwarded[Math.max(0, forwarded.length - trustedProxies)] ?? 'unknown';
}

/** The chain a request arrived with: its X-Forwarded-For entries, then the connection's address. */
export function forwardedChain(request: Pick<IncomingMessage, 'headers' | 'socket'>): string {
  const forwarded = request.headers['x-forwarded-for'];
  const claimed = Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '');
  return [...entries(claimed), request.socket.remoteAddress ?? 'unknown'].join(', ');
}

const installed = Symbol.for('larkspur.forwarded-chain');
type Patched = typeof Server.prototype & { [installed]?: true };

/**
 * Makes every Node HTTP server in this process stamp FORWARDED_CHAIN_HEADER on each request
 * before its handlers run (`next start` created its server already, so its prototype is patched).
 */
export function installForwardedChain(): void {
  const prototype = Server.prototype as Patched;
  if (prototype[installed]) return;
  prototype[installed] = true;
  const emit = prototype.emit as (this: Server, event: string | symbol, ...args: unknown[]) => boolean;
  prototype.emit = function emitWithChain(this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as IncomingMessage;
      request.headers[FORWARDED_CHAIN_HEADER] = forwardedChain(request);
    }
    return emit.call(this, event, ...args);
  } as typeof prototype.emit;
}
