/** The client's address (site/server/client-address.ts): X-Forwarded-For counts only from the site's own proxies. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER, clientAddressOf, markFrontDoor, proxyMatcher, resolveClientAddress } from '../../site/server/client-address';

const address = fc.ipV4();

describe('resolveClientAddress', () => {
  it('ignores X-Forwarded-For on a connection that is not from a configured proxy (the default: none)', () => {
    expect(resolveClientAddress('198.51.100.1, 203.0.113.9', '192.0.2.7', proxyMatcher([]))).toBe('192.0.2.7');
    expect(resolveClientAddress('198.51.100.1', '192.0.2.7', proxyMatcher(['10.0.0.0/8']))).toBe('192.0.2.7');
    expect(resolveClientAddress(undefined, '::ffff:192.0.2.7', proxyMatcher([]))).toBe('192.0.2.7');
  });

  it('steps over the site’s own proxies from the end of the chain, and stops at the first address that is not one', () => {
    const proxies = proxyMatcher(['127.0.0.1', '10.0.0.0/8', 'fd00::/8']);
    expect(resolveClientAddress('198.51.100.1, 203.0.113.9', '127.0.0.1', proxies)).toBe('203.0.113.9');
    expect(resolveClientAddress('198.51.100.1, 203.0.113.9, 10.1.2.3', '127.0.0.1', proxies)).toBe('203.0.113.9');
    expect(resolveClientAddress('2001:db8::1, fd00::5', 'fd00::4', proxies)).toBe('2001:db8::1');
    // A proxy that forwarded without the header, or a chain of proxies only: the furthest one known.
    expect(resolveClientAddress(undefined, '10.0.0.2', proxies)).toBe('10.0.0.2');
    expect(resolveClientAddress('10.0.0.3', '10.0.0.2', proxies)).toBe('10.0.0.3');
    // Garbage in the chain: nothing left of it can be followed.
    expect(resolveClientAddress('198.51.100.1, not-an-address', '127.0.0.1', proxies)).toBe('127.0.0.1');
  });

  it('never answers an address the client wrote, however many it wrote and wherever it connects from', () => {
    fc.assert(
      fc.property(fc.array(address, { maxLength: 6 }), fc.array(fc.constantFrom('10.0.0.1', '10.9.8.7'), { maxLength: 3 }), address, fc.boolean(), (claimed, hops, client, viaProxy) => {
        const proxies = proxyMatcher(['10.0.0.0/8']);
        fc.pre(!client.startsWith('10.') && claimed.every((entry) => !entry.startsWith('10.')));
        // Through the proxies: the client is the address the first proxy saw. Directly: the connection.
        const chain = viaProxy ? [...claimed, client, ...hops.slice(0, -1)] : claimed;
        const peer = viaProxy ? (hops.at(-1) ?? '10.0.0.1') : client;
        expect(resolveClientAddress(chain.join(', '), peer, proxies)).toBe(client);
      }),
    );
  });
});

describe('clientAddressOf', () => {
  it('reads the address only when the site’s server wrote it: under `next dev` every request is one unknown client', () => {
    const headers = new Headers({ [CLIENT_ADDRESS_HEADER]: '192.0.2.7' });
    expect(clientAddressOf(headers)).toBe('unknown');
    markFrontDoor();
    expect(clientAddressOf(headers)).toBe('192.0.2.7');
    expect(clientAddressOf(new Headers())).toBe('unknown');
  });
});
