import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress, FORWARDED_CHAIN_HEADER, installForwardedChain } from '../../site/server/client-address';

const chain = (value: string) => new Headers({ [FORWARDED_CHAIN_HEADER]: value });
const address = fc.ipV4();

describe('clientAddress', () => {
  it('takes the entry TRUSTED_PROXIES hops from the end of the chain', () => {
    const headers = chain('198.51.100.1, 203.0.113.9, 10.0.0.2, 127.0.0.1');
    expect(clientAddress(headers, 0)).toBe('127.0.0.1');
    expect(clientAddress(headers, 1)).toBe('10.0.0.2');
    expect(clientAddress(headers, 2)).toBe('203.0.113.9');
    // A chain shorter than the trusted hops did not pass every proxy: its furthest entry.
    expect(clientAddress(headers, 9)).toBe('198.51.100.1');
  });

  it('never answers an address the client wrote, however many it wrote', () => {
    fc.assert(
      fc.property(fc.array(address, { maxLength: 6 }), fc.array(address, { minLength: 1, maxLength: 4 }), address, (claimed, appended, peer) => {
        // `appended` are the entries the site's proxies added, the first by the proxy the client reached.
        const trusted = appended.length;
        const headers = chain([...claimed, ...appended, peer].join(', '));
        expect(clientAddress(headers, trusted)).toBe(appended[0]);
      }),
    );
  });

  it('falls back to X-Forwarded-For outside `next start`, and to unknown without either', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '10.0.0.1, 203.0.113.9' }), 1)).toBe('203.0.113.9');
    expect(clientAddress(new Headers({ 'x-forwarded-for': '10.0.0.1, 203.0.113.9' }), 2)).toBe('10.0.0.1');
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.9' }), 0)).toBe('unknown');
    expect(clientAddress(new Headers(), 1)).toBe('unknown');
  });
});

describe('installForwardedChain', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    installForwardedChain();
    installForwardedChain(); // a second call must not stamp twice
    server = createServer((request, response) => response.end(String(request.headers[FORWARDED_CHAIN_HEADER] ?? '')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const seen = (headers: Record<string, string>) =>
    new Promise<string>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: '/', headers }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve(body));
      });
      req.on('error', reject);
      req.end();
    });

  it("writes the forwarded entries and the connection's address, replacing a client's own header", async () => {
    expect(await seen({})).toBe('127.0.0.1');
    expect(await seen({ 'x-forwarded-for': '198.51.100.4, 203.0.113.9' })).toBe('198.51.100.4, 203.0.113.9, 127.0.0.1');
    expect(await seen({ [FORWARDED_CHAIN_HEADER]: '198.51.100.5' })).toBe('127.0.0.1');
    expect(clientAddress(chain(await seen({ 'x-forwarded-for': '198.51.100.4' })), 0)).toBe('127.0.0.1');
  });
});
