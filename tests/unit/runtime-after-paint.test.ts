/**
 * The framework's scripts after the first paint (site/server/runtime-after-paint.cjs): what the
 * HTML rewrite changes, that it does not depend on how the document is cut into pieces, and how
 * it sits inside the front door's compression.
 */
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { get as httpGet, type IncomingHttpHeaders, type RequestListener, type Server, type ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer } from '../../site/server/site-server';

const require = createRequire(import.meta.url);
const { LOADER, createRuntimeRewriter } = require('../../site/server/runtime-after-paint.cjs') as {
  LOADER: string;
  createRuntimeRewriter(): { write(text: string): string; end(): string };
};
// As `npm start` serves: behind the site's own server and its front door.
const http = { createServer: (listener: RequestListener) => createSiteServer(listener, { trustedProxies: [] }), get: httpGet };

/** A page's shell as React and Next write it: the head's scripts, the bootstrap script at the end of the shell, a streamed boundary. */
const PAGE = [
  '<!DOCTYPE html><html lang="en" class="x"><head><meta charSet="utf-8"/>',
  '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot-1.js"/>',
  '<script src="/_next/static/chunks/react-2.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-3.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script src="https://cdn.example/x.js" async=""></script>',
  '<script src="/_next/static/chunks/signed.js" async="" integrity="sha384-abc"></script>',
  '<title>Héllo — “quoted” ✓</title></head><body><main><h1>Warehouses</h1><p>1 &lt; 2 and a > b</p></main>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"0:\\"$L1\\"\\n"])</script>',
  '<script src="/_next/static/chunks/boot-1.js" async=""></script>',
  '<div hidden id="S:1"><p>later</p></div><script>$RC("B:1","S:1")</script></body></html>',
].join('');

function rewriteWhole(html: string): string {
  const rewriter = createRuntimeRewriter();
  return rewriter.write(html) + rewriter.end();
}

const held = (src: string) => `<script type="text/x-after-paint" data-after-paint="${src}"></script>`;

describe('the HTML rewrite', () => {
  const out = rewriteWhole(PAGE);

  it('holds every framework script, in the head and at the end of the shell, in document order', () => {
    expect([...out.matchAll(/data-after-paint="([^"]+)"/g)].map((match) => match[1])).toEqual([
      '/_next/static/chunks/react-2.js',
      '/_next/static/chunks/turbopack-3.js',
      '/_next/static/chunks/boot-1.js',
    ]);
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/(react-2|turbopack-3|boot-1)\.js"/);
    expect(out).not.toContain('rel="preload" as="script"');
  });

  it('puts the loader once, right after the head’s charset, before the stylesheet it must not wait for', () => {
    expect(out.startsWith(`<!DOCTYPE html><html lang="en" class="x"><head><meta charSet="utf-8"/>${LOADER}<meta name="viewport"`)).toBe(true);
    expect(out.split(LOADER)).toHaveLength(2);
    expect(out.indexOf(LOADER)).toBeLessThan(out.indexOf('site.css'));
  });

  it('leaves what it does not match exactly as Next wrote it: other scripts, other origins, SRI, inline scripts, text', () => {
    for (const kept of [
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script src="https://cdn.example/x.js" async=""></script>',
      '<script src="/_next/static/chunks/signed.js" async="" integrity="sha384-abc"></script>',
      '<title>Héllo — “quoted” ✓</title>',
      '<p>1 &lt; 2 and a > b</p>',
      '<script>self.__next_f.push([1,"0:\\"$L1\\"\\n"])</script>',
      '<script>$RC("B:1","S:1")</script>',
    ]) expect(out).toContain(kept);
    expect(out.replace(LOADER, '').replace(/<link rel="preload" as="script"[^>]*>/, '')).toBe(
      PAGE.replace(/<link rel="preload" as="script"[^>]*>/, '')
        .replace('<script src="/_next/static/chunks/react-2.js" async=""></script>', held('/_next/static/chunks/react-2.js'))
        .replace('<script src="/_next/static/chunks/turbopack-3.js" async=""></script>', held('/_next/static/chunks/turbopack-3.js'))
        .replace('<script src="/_next/static/chunks/boot-1.js" async=""></script>', held('/_next/static/chunks/boot-1.js')),
    );
  });

  it('changes nothing in a document without a head (nothing would load the held scripts)', () => {
    const fragment = '<div><script src="/_next/static/chunks/a.js" async=""></script></div>';
    expect(rewriteWhole(fragment)).toBe(fragment);
  });

  it('gives the same document cut in two at any character', () => {
    for (let at = 1; at < PAGE.length; at += 1) {
      const rewriter = createRuntimeRewriter();
      expect(rewriter.write(PAGE.slice(0, at)) + rewriter.write(PAGE.slice(at)) + rewriter.end()).toBe(out);
    }
  });

  it('gives the same document however it is cut into pieces (a tag cut in two waits for its end)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: PAGE.length - 1 }), { maxLength: 40 }), (cuts) => {
        const rewriter = createRuntimeRewriter();
        const at = [0, ...cuts.sort((a, b) => a - b), PAGE.length];
        let streamed = '';
        for (let i = 1; i < at.length; i += 1) streamed += rewriter.write(PAGE.slice(at[i - 1], at[i]));
        expect(streamed + rewriter.end()).toBe(out);
      }),
      { numRuns: 500 },
    );
  });
});

describe('behind the front door', () => {
  let server: Server;
  let base: string;
  const routes: Record<string, (response: ServerResponse) => void> = {
    // As Next sends a prerendered page: its length set, the body in one piece.
    '/page/': (response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.setHeader('content-length', Buffer.byteLength(PAGE));
      response.end(PAGE);
    },
    // As Next streams a dynamic page: bytes cut anywhere, a character of several bytes among them.
    '/streamed/': (response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      const bytes = Buffer.from(PAGE);
      for (let at = 0; at < bytes.length; at += 97) response.write(bytes.subarray(at, at + 97));
      response.end();
    },
    '/api/data/': (response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ html: PAGE }));
    },
  };

  beforeAll(async () => {
    server = http.createServer((request, response) => routes[request.url ?? '']?.(response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  async function get(path: string, encoding: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
      http.get(`${base}${path}`, { headers: { 'accept-encoding': encoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
  }

  it('compresses the rewritten page for a browser, whole or streamed, in brotli or gzip', async () => {
    for (const path of ['/page/', '/streamed/']) {
      const brotli = await get(path, 'gzip, deflate, br');
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.body).toString('utf8')).toBe(rewriteWhole(PAGE));
      const gzip = await get(path, 'gzip, deflate');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).toString('utf8')).toBe(rewriteWhole(PAGE));
    }
  });

  it('sends a client that takes no compression the rewritten page, with no stale Content-Length', async () => {
    const { headers, body } = await get('/page/', 'identity');
    expect(body.toString('utf8')).toBe(rewriteWhole(PAGE));
    if (headers['content-length'] !== undefined) expect(Number(headers['content-length'])).toBe(body.length);
  });

  it('leaves every other response as the handler wrote it', async () => {
    const { body } = await get('/api/data/', 'identity');
    expect(JSON.parse(body.toString('utf8'))).toEqual({ html: PAGE });
  });
});
