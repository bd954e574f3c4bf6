/**
 * The PDF service over HTTP on the built site (`POST /api/pdf`), and the article page's
 * same-origin route in front of it.
 */
import { request as httpRequest } from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { pdfText, squash } from '../support/pdf-text';

const siteUrl = inject('siteUrl');
const token = inject('pdfToken');
const publicHost = process.env.PUBLIC_SITE_URL ?? 'http://localhost:3000';
const ARTICLE = '/news/larkspur-breaks-ground-south-dallas-speculative-building/';
const TITLE = 'Larkspur Breaks Ground on 640,000 Square Foot Speculative Building in South Dallas';

const contract = (link: string) => ({
  pdfFileName: 'larkspur-breaks-ground.pdf',
  link,
  itemsToHide: ['header', 'footer'],
  itemsToClick: ['[data-cookie-accept]'],
  itemsToStyle: '*{animation:none!important}',
});

function askForPdf(body: unknown, auth: string | null = `Bearer ${token}`): Promise<Response> {
  return fetch(`${siteUrl}/api/pdf/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(auth ? { authorization: auth } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** `POST /api/pdf` from `from` (a loopback address: another client of the site). */
function askForPdfFrom(from: string, body: unknown): Promise<{ status: number; retryAfter: string | undefined; body: string }> {
  const url = new URL('/api/pdf/', siteUrl);
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', localAddress: from, agent: false, headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)), authorization: `Bearer ${token}` } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'], body: Buffer.concat(chunks).toString('latin1') }));
      },
    );
    request.on('error', reject);
    request.end(text);
  });
}

describe('POST /api/pdf', () => {
  it('renders a page of this site for a valid token: a real PDF holding the article and not the header or footer', async () => {
    const response = await askForPdf(contract(`${publicHost}${ARTICLE}`));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="larkspur-breaks-ground.pdf"');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = squash(pdfText(bytes));
    expect(text).toContain(squash(TITLE));
    expect(text).toContain(squash('Southport 20 sits on 41 acres'));
    for (const frameText of ['All Rights Reserved', 'Skip to content', 'Customer Login', '1450 Wynkoop Street']) expect(text).not.toContain(squash(frameText));
  });

  it.each([
    ['another host', 'https://evil.example/news/'],
    ['the loopback address', 'http://127.0.0.1:3000/news/'],
    ['the IPv6 loopback', 'http://[::1]:3000/news/'],
    ['a decimal IP', 'http://2130706433:3000/news/'],
    ['a file URL', 'file:///etc/passwd'],
  ])('refuses %s with a 4xx', async (_, link) => {
    const response = await askForPdf(contract(link));
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get('content-type')).not.toBe('application/pdf');
  });

  it.each(['//api/form-token/', '///api/news/', '//_next/static/chunks/main.js', '/%61pi/health/'])('refuses %s, which Next would route to an API or a build file, with 400', async (path) => {
    const response = await askForPdf(contract(`${publicHost}${path}`));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.stringMatching(/^link: only pages are rendered/) });
  });

  it.each(['/sitemap.xml', '/news/feed.xml', '/robots.txt'])('refuses %s at once with 422: it is not an HTML page', async (path) => {
    const started = performance.now();
    const response = await askForPdf(contract(`${publicHost}${path}`));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: expect.stringMatching(/^the page is not HTML/) });
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('renders without CSS that loads a font from another host, and says so instead of failing', async () => {
    const itemsToStyle = '@import url(https://fonts.googleapis.com/css2?family=Roboto);@font-face{font-family:X;src:url(https://fonts.gstatic.com/x.woff2)}body{font-family:X}';
    const response = await askForPdf({ ...contract(`${publicHost}${ARTICLE}`), itemsToStyle });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-pdf-diagnostic')).toMatch(/itemsToStyle was not applied: it loads https:\/\/fonts\.googleapis\.com/);
    expect(squash(pdfText(Buffer.from(await response.arrayBuffer())))).toContain(squash(TITLE));
  });

  it('refuses the server’s own address, even though it is where the site runs', async () => {
    const response = await askForPdf(contract(`${siteUrl}${ARTICLE}`));
    expect(response.status).toBe(400);
  });

  it('refuses a missing or wrong token with 401, and a body over 64 KB with 413', async () => {
    expect((await askForPdf(contract(`${publicHost}${ARTICLE}`), null)).status).toBe(401);
    expect((await askForPdf(contract(`${publicHost}${ARTICLE}`), 'Bearer not-the-token')).status).toBe(401);
    expect((await askForPdf({ ...contract(`${publicHost}${ARTICLE}`), itemsToStyle: 'x'.repeat(65 * 1024) })).status).toBe(413);
  });

  it('answers 422 for a page of this site that does not exist', async () => {
    expect((await askForPdf(contract(`${publicHost}/news/no-such-article/`))).status).toBe(422);
  });

  it('answers 429 past its queue, and every request it takes still gets its PDF', async () => {
    // Seven clients (loopback addresses) asking for two PDFs each, and one of them for a third.
    const clients = Array.from({ length: 7 }, (_, index) => `127.0.0.${11 + index}`);
    const asks = [...clients, ...clients].map((from) => askForPdfFrom(from, contract(`${publicHost}/about/`)));
    await new Promise((resolve) => setTimeout(resolve, 200));
    // A client's third waits its turn at the site's server (2 requests at once per client) or is
    // refused by the queue (2 places per client); it never takes a third place.
    const third = await askForPdfFrom(clients[0] ?? '', contract(`${publicHost}/about/`));
    expect([200, 429]).toContain(third.status);
    const answers = await Promise.all(asks);
    const statuses = answers.map((answer) => answer.status);
    console.log(`PDF queue, 7 clients × 2: ${statuses.join(' ')}`);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    // What it takes it finishes within the 30 s budget: it refuses what it could not (no 504).
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
    expect(answers.filter((answer) => answer.status === 429).every((answer) => answer.retryAfter === '5')).toBe(true);
  });
});

describe('the article page’s PDF route', () => {
  it('answers the article’s PDF without a token from the browser', async () => {
    const response = await fetch(`${siteUrl}/api/pdf/article/`, { method: 'POST', headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }, body: JSON.stringify({ slug: ARTICLE.split('/')[2] }) });
    expect(response.status).toBe(200);
    expect(squash(pdfText(Buffer.from(await response.arrayBuffer())))).toContain(squash(TITLE));
  });

  it('answers a visitor’s PDF while feeds and the sitemap are asked for beside it, each of those refused at once', async () => {
    // Each of these used to hold one of the two render slots for the full 30 s and end in 504,
    // so the visitor's own PDF behind them failed.
    // From four other clients: one client's share of the queue is two.
    const hostile = ['/sitemap.xml', '/news/feed.xml', '/sitemap.xml', '/news/feed.xml'].map((path, index) => askForPdfFrom(`127.0.0.${21 + index}`, contract(`${publicHost}${path}`)));
    // They are in the service first, as an attacker's would be.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    const visitor = await fetch(`${siteUrl}/api/pdf/article/`, { method: 'POST', headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }, body: JSON.stringify({ slug: ARTICLE.split('/')[2] }) });
    const seconds = (performance.now() - started) / 1000;
    const refused = await Promise.all(hostile);
    console.log(`visitor's PDF beside 4 non-HTML links: ${visitor.status} in ${seconds.toFixed(1)} s; the links: ${refused.map((response) => response.status).join(', ')}`);
    expect(visitor.status).toBe(200);
    expect(squash(pdfText(Buffer.from(await visitor.arrayBuffer())))).toContain(squash(TITLE));
    expect(refused.map((response) => response.status)).toEqual([422, 422, 422, 422]);
    expect(seconds).toBeLessThan(20);
  });

  it('refuses an unknown article with 404, another site with 403, and a URL in place of a slug', async () => {
    const post = (body: unknown, site = 'same-origin') =>
      fetch(`${siteUrl}/api/pdf/article/`, { method: 'POST', headers: { 'content-type': 'application/json', 'sec-fetch-site': site }, body: JSON.stringify(body) });
    expect((await post({ slug: 'no-such-article' })).status).toBe(404);
    expect((await post({ slug: ARTICLE.split('/')[2] }, 'cross-site')).status).toBe(403);
    expect((await post({ slug: 'https://evil.example/' })).status).toBe(404);
    expect((await post({ link: 'https://evil.example/' })).status).toBe(400);
  });
});
