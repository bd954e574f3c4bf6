/**
 * The renderer's own guard, against two local servers: a "site" whose pages try to reach a second
 * server by redirect, script, image, stylesheet and frame. The second server must never be asked
 * for anything, and a page that leaves the site is refused; so is a page that is not HTML, or that
 * redirects to one of the site's API routes.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser } from '../../site/pdf/browser';
import { PageRefusedError, renderPdf, type RenderSite } from '../../site/pdf/render';
import { pdfText, squash } from '../support/pdf-text';

const PUBLIC = 'http://site.example';
let site: Server;
let other: Server;
let otherHits: string[] = [];
/** What the site was asked for under /api/: a page must never be printed from there. */
let apiHits: string[] = [];
let renderSite: RenderSite;

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

beforeAll(async () => {
  other = createServer((request, response) => {
    otherHits.push(request.url ?? '');
    response.end('leaked');
  });
  const otherOrigin = await listen(other);
  let siteOrigin = '';
  const pages: Record<string, (respond: (status: number, body: string, headers?: Record<string, string>) => void) => void> = {
    '/ok/': (respond) => respond(200, '<!doctype html><title>Ok</title><h1>A page of the site</h1>'),
    '/leaky/': (respond) =>
      respond(
        200,
        `<!doctype html><title>Leaky</title><link rel="stylesheet" href="${otherOrigin}/style.css"><h1>Leaky page</h1>
         <img src="${otherOrigin}/pixel.png"><img src="http://localhost:${new URL(otherOrigin).port}/pixel.png"><iframe src="${otherOrigin}/frame"></iframe>
         <script>fetch('${otherOrigin}/fetch').catch(() => {}); new Image().src = '${otherOrigin}/beacon';</script>`,
      ),
    '/redirect-away/': (respond) => respond(302, '', { location: `${otherOrigin}/landing` }),
    '/script-away/': (respond) => respond(200, `<!doctype html><h1>Leaving</h1><script>location.href = '${otherOrigin}/landing';</script>`),
    '/redirect-home/': (respond) => respond(302, '', { location: `${siteOrigin}/ok/` }),
    '/feed.xml': (respond) => respond(200, '<?xml version="1.0"?><rss version="2.0"><channel><title>News</title></channel></rss>', { 'content-type': 'application/rss+xml' }),
    '/sitemap.xml': (respond) => respond(200, '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>', { 'content-type': 'application/xml' }),
    '/robots.txt': (respond) => respond(200, 'User-agent: *', { 'content-type': 'text/plain' }),
    '/to-api/': (respond) => respond(302, '', { location: '/api/form-token/' }),
    '/to-api-twice-slashed/': (respond) => respond(302, '', { location: `${siteOrigin}//api/form-token/` }),
    '/to-api-escaped/': (respond) => respond(302, '', { location: '/%61pi/form-token/' }),
    '/api/form-token/': (respond) => respond(200, '<!doctype html><h1>A token page</h1>'),
    '/pop-up/': (respond) => respond(200, '<!doctype html><title>Pop-up</title><h1>A page with a pop-up</h1><a href="/ok/" target="_blank">Open in a new tab</a>'),
  };
  site = createServer((request, response) => {
    if (/^\/+(api|%61pi)\//i.test(request.url ?? '')) apiHits.push(request.url ?? '');
    const page = pages[request.url ?? ''];
    if (!page) {
      response.statusCode = 404;
      response.end('not found');
      return;
    }
    page((status, body, headers = {}) => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
      response.end(body);
    });
  });
  siteOrigin = await listen(site);
  renderSite = { siteOrigins: [PUBLIC], internalOrigin: siteOrigin, mediaOrigins: [] };
});

afterAll(async () => {
  await closeBrowser();
  site?.close();
  other?.close();
});

const job = (path: string) => ({ url: new URL(path, PUBLIC), itemsToHide: [], itemsToClick: [], itemsToStyle: '' });
const render = (path: string) => renderPdf(job(path), renderSite, AbortSignal.timeout(30_000));

describe('the PDF renderer', () => {
  it('serves the public URL from the server’s own origin', async () => {
    expect(squash(pdfText(await render('/ok/')))).toContain(squash('A page of the site'));
  });

  it('follows a redirect back to the site, written with the internal origin', async () => {
    expect(squash(pdfText(await render('/redirect-home/')))).toContain(squash('A page of the site'));
  });

  it('never lets a page reach another host, by image, stylesheet, frame, fetch or beacon', async () => {
    otherHits = [];
    expect(squash(pdfText(await render('/leaky/')))).toContain(squash('Leaky page'));
    expect(otherHits).toEqual([]);
  });

  it('refuses a page that redirects away', async () => {
    otherHits = [];
    await expect(render('/redirect-away/')).rejects.toBeInstanceOf(PageRefusedError);
    expect(otherHits).toEqual([]);
  });

  it('refuses a page whose script navigates away', async () => {
    otherHits = [];
    await expect(render('/script-away/')).rejects.toBeInstanceOf(PageRefusedError);
    expect(otherHits).toEqual([]);
  });

  it.each(['/feed.xml', '/sitemap.xml', '/robots.txt'])('refuses %s at once: it is not HTML', async (path) => {
    const started = performance.now();
    await expect(render(path)).rejects.toThrow(/^the page is not HTML \(/);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it.each(['/to-api/', '/to-api-twice-slashed/', '/to-api-escaped/'])('refuses %s, which redirects to an API route, without asking for it', async (path) => {
    apiHits = [];
    const refusal = render(path);
    await expect(refusal).rejects.toBeInstanceOf(PageRefusedError);
    await expect(refusal).rejects.toThrow(/only pages are rendered/);
    expect(apiHits).toEqual([]);
  });

  it('prints a page whose click opens a new tab, and leaves no promise rejected unhandled', async () => {
    const unhandled: unknown[] = [];
    const collect = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', collect);
    try {
      const pdf = await renderPdf({ ...job('/pop-up/'), itemsToClick: ['a[target=_blank]'] }, renderSite, AbortSignal.timeout(30_000));
      expect(squash(pdfText(pdf))).toContain(squash('A page with a pop-up'));
      await new Promise((resolve) => setTimeout(resolve, 500));
    } finally {
      process.off('unhandledRejection', collect);
    }
    expect(unhandled).toEqual([]);
  });

  it('refuses a page that does not exist', async () => {
    await expect(render('/missing/')).rejects.toThrow('the page answered 404');
  });

  it('stops when its time is up', async () => {
    await expect(renderPdf(job('/ok/'), renderSite, AbortSignal.abort(new Error('time is up')))).rejects.toThrow('time is up');
    const slow = AbortSignal.timeout(30);
    await expect(renderPdf(job('/leaky/'), renderSite, slow)).rejects.toThrow();
    expect(slow.aborted).toBe(true);
  });
});
