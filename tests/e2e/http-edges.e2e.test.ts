/**
 * What an attacker's requests get from the built site: malformed paths and unsupported
 * methods are refused with 400 and 405, never 500; redirects carry the security headers; and a
 * slow client is cut off by the front door's limits instead of holding a connection for minutes.
 */
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, inject, it } from 'vitest';
import { heldFor, SHORT_BODY, UNFINISHED_HEADERS } from '../support/attacker';

const siteUrl = inject('siteUrl');
const { hostname, port } = new URL(siteUrl);

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/** A request with its path sent exactly as written (fetch would normalise it). */
function send(method: string, path: string, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port, method, path, headers: body === undefined ? {} : { 'content-type': 'application/json' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const API_ROUTES = ['/api/news/', '/api/search/', '/api/health/', '/api/form-token/', '/api/vendor/', '/api/contact/', '/api/pdf/', '/api/pdf/article/', '/api/revalidate/', '/api/draft/'];
const PAGES = ['/', '/about/', '/news/', '/news/larkspur-breaks-ground-south-dallas-speculative-building/', '/no-such-page/'];
const DOCUMENT_HEADERS = ['content-security-policy', 'x-frame-options', 'referrer-policy', 'permissions-policy', 'cross-origin-opener-policy', 'x-content-type-options'];

describe('malformed paths and unsupported methods', () => {
  it.each(['/%ff/', '/news/%/', '/api/%ff/', '/%E0%A4%A/', '/news/%ff/', '/blocks/schema/%ff.json', '/api/news/%ff/'])('answers %s with 400', async (path) => {
    const answer = await send('GET', path);
    expect(answer.status).toBe(400);
  });

  it.each(API_ROUTES)('answers TRACE on %s with 405', async (path) => {
    expect((await send('TRACE', path)).status).toBe(405);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('answers %s on a page with 405 and Allow: GET, HEAD', async (method) => {
    for (const path of PAGES) {
      const answer = await send(method, path, '{}');
      expect(answer.status, `${method} ${path}`).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD');
    }
  });

  it('still serves every page to GET and HEAD', async () => {
    for (const path of PAGES) {
      const expected = path === '/no-such-page/' ? 404 : 200;
      expect((await send('GET', path)).status, path).toBe(expected);
      expect((await send('HEAD', path)).status, path).toBe(expected);
    }
  });

  it('answers an API path that no route serves with a JSON 404', async () => {
    const answer = await send('GET', '/api/no-such-endpoint/');
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toEqual({ error: 'There is no such endpoint.' });
  });
});

describe('redirects', () => {
  it.each([
    ['/about', '/about/'],
    ['/robots.txt/', '/robots.txt'],
    ['//about/', '/about/'],
    ['/news\\feed.xml', '/news/feed.xml'],
  ])('redirects %s to %s with 308 and every security header of a page', async (path, location) => {
    const page = await send('GET', '/about/');
    const redirect = await send('GET', path);
    expect(redirect.status).toBe(308);
    expect(redirect.headers.location).toBe(location);
    for (const name of DOCUMENT_HEADERS) expect(redirect.headers[name], name).toBe(page.headers[name]);
  });

  it('serves an API path as its route has it, slash or not, and repeated slashes collapsed', async () => {
    const token = await send('GET', '//api//form-token/');
    expect(token.status).toBe(200);
    expect(JSON.parse(token.body)).toHaveProperty('token');
    expect((await send('POST', '/api/pdf', '{}')).status).toBe(401);
    expect((await send('GET', '/api/health')).status).toBe(200);
  });
});

describe('slow clients', () => {
  it('cuts off unfinished headers after 10 s, a body shorter than its Content-Length after 15 s, and a silent connection too', { timeout: 60_000 }, async () => {
    const hold = (text: string) => heldFor(hostname, Number(port), text, 25_000);
    const [headers, body, silent] = await Promise.all([hold(UNFINISHED_HEADERS), hold(SHORT_BODY), hold('')]);
    console.log(`slow clients held: unfinished headers ${headers.seconds.toFixed(1)} s, short body ${body.seconds.toFixed(1)} s, silent ${silent.seconds.toFixed(1)} s`);
    // The limits (10 s, 15 s) and the second between checks, with room for a busy machine.
    expect(headers.seconds).toBeLessThan(13);
    expect(headers.answer).toMatch(/^HTTP\/1.1 408 /);
    expect(body.seconds).toBeLessThan(18);
    expect(silent.seconds).toBeLessThan(13);
  });

  it('still takes a form post that arrives slowly, within the limit', { timeout: 30_000 }, async () => {
    const body = JSON.stringify({ name: 'Dana' });
    const parts = [`POST /api/vendor/ HTTP/1.1\r\nHost: site\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`, body.slice(0, 5), body.slice(5)];
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), hostname, async () => {
        for (const part of parts) {
          socket.write(part);
          await new Promise((wait) => setTimeout(wait, 2_000));
        }
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('latin1')));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    // The body is judged (400: the form is incomplete), not cut off.
    expect(answer).toMatch(/^HTTP\/1.1 400 /);
  });
});
