/**
 * The client's address, for the rate limits, the PDF queue's shares and the logs.
 *
 * X-Forwarded-For is whatever the client wrote, except for the entries the site's own proxies
 * appended. So it counts only on a connection that comes from one of those proxies
 * (TRUSTED_PROXIES, addresses or CIDR ranges; none by default): walking the chain
 * `X-Forwarded-For + the connection's own address` from its end, every address that is a trusted
 * proxy is stepped over, and the first that is not is the client. A site facing the internet
 * (the default) takes the connection's address and ignores the header.
 *
 * The site's server (site/server/front-door.ts) works the address out for each request and
 * writes it into CLIENT_ADDRESS_HEADER, replacing any such header a client sent; route handlers
 * read it with `clientAddressOf`. A request that did not come through that server (`next dev`)
 * has no address the site can believe: it reads 'unknown', one shared client.
 */
import { BlockList, isIP } from 'node:net';

/** Written by the site's server on every request (never taken from a client). */
export const CLIENT_ADDRESS_HEADER = 'x-larkspur-client-address';

/** Set on the process by the site's server, so that route handlers know the header is its own. */
const FRONT_DOOR_MARK = Symbol.for('larkspur.front-door');
type Marked = typeof globalThis & { [FRONT_DOOR_MARK]?: true };

/** Called once by the site's server before it takes requests. */
export function markFrontDoor(): void {
  (globalThis as Marked)[FRONT_DOOR_MARK] = true;
}

/** The address the site's server found for this request; 'unknown' outside it. */
export function clientAddressOf(headers: Headers): string {
  if ((globalThis as Marked)[FRONT_DOOR_MARK] !== true) return 'unknown';
  return headers.get(CLIENT_ADDRESS_HEADER)?.trim() || 'unknown';
}

/** `::ffff:192.0.2.1` (an IPv4 client on a dual-stack socket) as `192.0.2.1`. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/** The site's proxies as a matcher: each entry an address or a CIDR range (config/index.ts checks them). */
export function proxyMatcher(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return list;
}

/** Whether `address` is one of the site's proxies. */
export const isProxy = (proxies: BlockList, address: string): boolean => {
  const family = isIP(address);
  return family !== 0 && proxies.check(address, family === 6 ? 'ipv6' : 'ipv4');
};

/**
 * The client of a connection from `peer` that carried `forwardedFor` (the header's value, or
 * undefined): the last address of the chain that is not one of `proxies`.
 */
export function resolveClientAddress(forwardedFor: string | undefined, peer: string | undefined, proxies: BlockList): string {
  let client = plainAddress(peer ?? '') || 'unknown';
  if (!isProxy(proxies, client)) return client;
  const claimed = (forwardedFor ?? '').split(',').map((entry) => plainAddress(entry.trim())).filter((entry) => entry !== '');
  for (let index = claimed.length - 1; index >= 0; index -= 1) {
    const entry = claimed[index] ?? '';
    // Garbage where an address should be: the chain cannot be followed past it.
    if (isIP(entry) === 0) return client;
    client = entry;
    if (!isProxy(proxies, client)) return client;
  }
  return client;
}
