/**
 * Renders one page of this site to PDF in the shared Chromium. The page is opened at its public
 * URL, and every request it makes is answered by this process: the site's own URLs are fetched
 * from the server's internal origin (so the public host need not resolve to this machine),
 * configured CMS media hosts are fetched as they are, and anything else is refused. Fetches
 * never follow redirects; the browser follows them, and each hop comes back through this check.
 */
import type { BrowserContext, Request, Route } from 'playwright-core';
import { getBrowser } from './browser';
import { isIpLiteral } from './guard';

export interface RenderJob {
  /** A link that passed `checkPdfLink`. */
  readonly url: URL;
  readonly itemsToHide: readonly string[];
  readonly itemsToClick: readonly string[];
  readonly itemsToStyle: string;
}

export interface RenderSite {
  /** The site's origins, as links name them (the public origin, the server's own). */
  readonly siteOrigins: readonly string[];
  /** Where this server listens; site requests are fetched from here. */
  readonly internalOrigin: string;
  /** CMS hosts whose media the page may load (GET only). */
  readonly mediaOrigins: readonly string[];
}

/** The page cannot be rendered as asked: it left the site, or it is not a page that exists. */
export class PageRefusedError extends Error {
  override readonly name = 'PageRefusedError';
}

/** CSS every render adds: nothing moves, nothing fades in. */
export const STILL_CSS = '*,*::before,*::after{animation:none!important;transition:none!important;scroll-behavior:auto!important}';

/** Hashed build assets never change: one fetch per process is enough. */
const staticAssets = new Map<string, { status: number; headers: Record<string, string>; body: Buffer }>();
const STATIC_CACHE_LIMIT_BYTES = 32 * 1024 * 1024;
let staticBytes = 0;

function parse(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/** A redirect to the internal origin is shown to the browser on the public origin it asked for. */
function publicLocation(headers: Record<string, string>, internalOrigin: string, requestOrigin: string): Record<string, string> {
  const location = headers.location;
  if (!location?.startsWith(internalOrigin)) return headers;
  return { ...headers, location: `${requestOrigin}${location.slice(internalOrigin.length)}` };
}

async function answer(route: Route, request: Request, site: RenderSite, url: URL, fromSite: boolean): Promise<void> {
  const target = fromSite ? `${site.internalOrigin}${url.pathname}${url.search}` : url.href;
  const cached = staticAssets.get(target);
  if (cached) return route.fulfill(cached);
  const response = await route.fetch({ url: target, maxRedirects: 0, timeout: 15_000 });
  const headers = publicLocation(response.headers(), site.internalOrigin, url.origin);
  if (fromSite && url.pathname.startsWith('/_next/static/') && response.status() === 200 && request.method() === 'GET') {
    const body = await response.body();
    if (staticBytes + body.length <= STATIC_CACHE_LIMIT_BYTES) {
      staticAssets.set(target, { status: 200, headers, body });
      staticBytes += body.length;
    }
    return route.fulfill({ status: 200, headers, body });
  }
  return route.fulfill({ response, headers });
}

/** Decides every request of the page; `onLeave` hears of a main-frame navigation away from the site. */
async function handle(route: Route, request: Request, site: RenderSite, onLeave: (url: string) => void): Promise<void> {
  const url = parse(request.url());
  const headers = request.headers();
  // Next's router prefetches (RSC payloads for links in view) add nothing to a printed page.
  if (url && (headers.rsc !== undefined || headers['next-router-prefetch'] !== undefined)) return route.abort('blockedbyclient');
  const named = url !== undefined && (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && !isIpLiteral(url.hostname);
  const fromSite = named && site.siteOrigins.includes(url.origin);
  const fromMedia = named && request.method() === 'GET' && site.mediaOrigins.includes(url.origin);
  if (url === undefined || (!fromSite && !fromMedia)) {
    if (request.isNavigationRequest() && request.frame().parentFrame() === null) onLeave(request.url());
    return route.abort('blockedbyclient');
  }
  try {
    await answer(route, request, site, url, fromSite);
  } catch {
    await route.abort('failed').catch(() => undefined);
  }
}

async function clickIfPresent(context: BrowserContext, selector: string): Promise<void> {
  const [page] = context.pages();
  const target = page?.locator(selector).first();
  if (target && (await target.count()) > 0) await target.click({ timeout: 2_000 }).catch(() => undefined);
}

/** One rule per selector: an invalid selector then spoils only its own rule. */
const hideCss = (selectors: readonly string[]) => selectors.map((selector) => `${selector}{display:none!important}`).join('\n');

/** Lazy images load before printing, and the render waits for them and for the fonts. */
async function settle(context: BrowserContext): Promise<void> {
  const [page] = context.pages();
  await page?.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    const loaded = images.map((image) => (image.complete ? Promise.resolve() : image.decode().catch(() => undefined)));
    await Promise.race([Promise.all([document.fonts.ready, ...loaded]), new Promise((resolve) => setTimeout(resolve, 5_000))]);
  });
}

/** The PDF bytes of the page at `job.url`; rejects when `signal` aborts (the context is closed). */
export async function renderPdf(job: RenderJob, site: RenderSite, signal: AbortSignal): Promise<Buffer> {
  signal.throwIfAborted();
  const browser = await getBrowser();
  const context = await browser.newContext({ serviceWorkers: 'block', acceptDownloads: false, reducedMotion: 'reduce', viewport: { width: 1200, height: 900 } });
  const stop = () => void context.close().catch(() => undefined);
  signal.addEventListener('abort', stop, { once: true });
  let left: string | undefined;
  try {
    await context.route('**/*', (route, request) => handle(route, request, site, (url) => (left ??= url)));
    await context.routeWebSocket(/.*/, (socket) => socket.close());
    context.on('page', (page) => {
      if (context.pages()[0] !== page) void page.close();
    });
    const page = await context.newPage();
    const response = await page.goto(job.url.href, { waitUntil: 'load', timeout: 20_000 });
    if (left) throw new PageRefusedError(`the page tried to leave this site for ${left}`);
    if (!response?.ok()) throw new PageRefusedError(`the page answered ${response?.status() ?? 'nothing'}`);
    for (const selector of job.itemsToClick) await clickIfPresent(context, selector);
    await page.addStyleTag({ content: `${hideCss(job.itemsToHide)}\n${job.itemsToStyle}\n${STILL_CSS}` });
    await settle(context);
    if (left) throw new PageRefusedError(`the page tried to leave this site for ${left}`);
    return await page.pdf({ format: 'Letter', printBackground: true, margin: { top: '16mm', bottom: '16mm', left: '14mm', right: '14mm' } });
  } catch (error) {
    signal.throwIfAborted();
    if (left) throw new PageRefusedError(`the page tried to leave this site for ${left}`);
    throw error;
  } finally {
    signal.removeEventListener('abort', stop);
    await context.close().catch(() => undefined);
  }
}
