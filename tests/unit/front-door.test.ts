/** The front door below Next (site/server/front-door.cjs): request limits and what Next cannot answer. */
import { createRequire } from 'node:module';
import { connect, type AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLAPSED_HEADER, UNKNOWN_PATH_HEADER } from '../../site/server/request-gate';

const require = createRequire(import.meta.url);
// Loaded as `npm start` loads it: it sets up node:http for every server made after it.
const frontDoor = require('../../site/server/front-door.cjs') as {
  LIMITS: Record<string, number>;
  COLLAPSED_HEADER: string;
  UNKNOWN_PATH_HEADER: string;
  refusalOf(method: string, path: string): { status: number; api: boolean; allow?: string } | undefined;
};
const http = require('node:http') as typeof import('node:http');

let server: Server;
let port: number;
const seen: Array<{ url: string; collapsed: string | undefined; unknown?: string }> = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const unknown = request.headers[UNKNOWN_PATH_HEADER] as string | undefined;
    seen.push({ url: request.url ?? '', collapsed: request.headers[COLLAPSED_HEADER] as string | undefined, ...(unknown === undefined ? {} : { unknown }) });
    response.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends `text` as it is and returns what comes back until the server closes or answers. */
function raw(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (answer.includes('\r\n\r\n')) socket.end();
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('the front door', () => {
  it('gives every HTTP server the site’s limits: headers within 10 s, the request within 15 s, checked every second', () => {
    expect(server.headersTimeout).toBe(10_000);
    expect(server.requestTimeout).toBe(15_000);
    expect(frontDoor.LIMITS).toEqual({ headersTimeout: 10_000, requestTimeout: 15_000, connectionsCheckingInterval: 1_000 });
  });

  it('answers TRACE with 405 before Next sees it (Next cannot make a Request of it)', async () => {
    const page = await raw('TRACE /about/ HTTP/1.1\r\nHost: site\r\n\r\n');
    expect(page).toMatch(/^HTTP\/1.1 405 /);
    expect(page).toMatch(/\r\nallow: GET, HEAD\r\n/i);
    expect(await raw('TRACE /api/news/ HTTP/1.1\r\nHost: site\r\n\r\n')).toMatch(/^HTTP\/1.1 405 /);
  });

  it.each(['/%ff/', '/news/%/', '/%E0%A4%A/'])('answers the malformed escape in %s with 400', async (path) => {
    expect(await raw(`GET ${path} HTTP/1.1\r\nHost: site\r\n\r\n`)).toMatch(/^HTTP\/1.1 400 /);
  });

  it('answers a page asked with any method but GET and HEAD with 405, without reading its body', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      // Content-Length promises a body that never comes: the answer must not wait for it.
      const answer = await raw(`${method} /about/ HTTP/1.1\r\nHost: site\r\nContent-Length: 10000000\r\n\r\n`);
      expect(answer, method).toMatch(/^HTTP\/1.1 405 [^]*\r\nallow: GET, HEAD\r\n/i);
    }
  });

  it('leaves the methods of an API path, and the answer to a well-formed page request, to the site', () => {
    expect(frontDoor.refusalOf('POST', '/api/vendor/')).toBeUndefined();
    expect(frontDoor.refusalOf('DELETE', '/api/news/')).toBeUndefined();
    expect(frontDoor.refusalOf('GET', '/about/')).toBeUndefined();
    expect(frontDoor.refusalOf('HEAD', '/caf%C3%A9/')).toBeUndefined();
    expect(frontDoor.refusalOf('GET', '/api/%ff/')).toMatchObject({ status: 400, api: true });
  });

  it('answers CONNECT with 405 instead of dropping the connection', async () => {
    expect(await raw('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n')).toMatch(/^HTTP\/1.1 405 /);
  });

  it('collapses repeated slashes and backslashes in a path and marks the request, for the proxy to redirect', async () => {
    seen.length = 0;
    await raw('GET //api//form-token/?a=//b HTTP/1.1\r\nHost: site\r\n\r\n');
    await raw('GET /a\\b/ HTTP/1.1\r\nHost: site\r\n\r\n');
    expect(seen).toEqual([
      { url: '/api/form-token/?a=//b', collapsed: '1' },
      { url: '/a/b/', collapsed: '1' },
    ]);
  });

  it('never takes the site’s marks from a client', async () => {
    seen.length = 0;
    await raw(`GET /about/ HTTP/1.1\r\nHost: site\r\n${COLLAPSED_HEADER}: 1\r\n${UNKNOWN_PATH_HEADER}: 1\r\n\r\n`);
    expect(seen).toEqual([{ url: '/about/', collapsed: undefined }]);
    expect([frontDoor.COLLAPSED_HEADER, frontDoor.UNKNOWN_PATH_HEADER]).toEqual([COLLAPSED_HEADER, UNKNOWN_PATH_HEADER]);
  });
});
