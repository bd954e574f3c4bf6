/**
 * Renders one page of this site to PDF in the shared Chromium. The page is opened at its public
 * URL, and every request it makes is answered by this process: the site's own URLs are fetched
 * from the server's internal origin (so the public host need not resolve to this machine),
 * configured CMS media hosts are fetched as they are, and anything else is refused. Redirects
 * are followed here, each hop checked like the first URL (its origin, and for the page itself its
 * path); the page must answer HTML, or it is refused at once; the browser itself can reach nothing
 * (browser.ts points it at a proxy that refuses every connection).
 */
import type { BrowserContext, Page, Request, Route } from 'playwright-core';
import { getBrowser } from './browser';
import { isIpLiteral, pagePathProblem } from './guard';

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

/** A fetched answer, ready for `route.fulfill`. */
interface Answer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: Buffer;
}

/** Build assets (hashed) and the site's public images change only with a deploy: one fetch per process. */
const staticAssets = new Map<string, Answer>();
const STATIC_CACHE_LIMIT_BYTES = 32 * 1024 * 1024;
let staticBytes = 0;
const MAX_REDIRECTS = 5;
const FETCH_TIMEOUT_MS = 15_000;
/** Request headers passed on; cookies and anything else the page set stay in the browser. */
const FORWARDED_HEADERS = ['accept', 'accept-language', 'user-agent', 'range'];
/** Response headers not passed back: the body arrives decoded, and its length is the fulfilled one. */
const DROPPED_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive', 'set-cookie', 'location']);

function parse(url: string, base?: URL): URL | undefined {
  try {
    return new URL(url, base);
  } catch {
    return undefined;
  }
}

type Where = 'site' | 'media' | 'elsewhere';

/** Where a URL points: the site (by a public name), a configured media host, or somewhere refused. */
function classify(url: URL | undefined, method: string, site: RenderSite): Where {
  if (url === undefined || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username !== '' || isIpLiteral(url.hostname)) return 'elsewhere';
  if (site.siteOrigins.includes(url.origin)) return 'site';
  return method === 'GET' && site.mediaOrigins.includes(url.origin) ? 'media' : 'elsewhere';
}

/**
 * A Location on the internal origin names the site: read it as the public origin it stands for.
 * The path is set, not parsed (`//api/x` parsed against an origin would name the host `api`).
 */
function publicForm(location: URL, site: RenderSite): URL {
  const publicOrigin = site.siteOrigins[0];
  if (!publicOrigin || location.origin !== new URL(site.internalOrigin).origin) return location;
  const url = new URL(publicOrigin);
  url.pathname = location.pathname;
  url.search = location.search;
  return url;
}

async function fetchOnce(target: URL, where: Where, request: Request, site: RenderSite): Promise<Response> {
  const url = where === 'site' ? `${site.internalOrigin}${target.pathname}${target.search}` : target.href;
  const incoming = request.headers();
  const headers = Object.fromEntries(FORWARDED_HEADERS.flatMap((name) => (incoming[name] ? [[name, incoming[name]]] : [])));
  const body = request.postDataBuffer();
  return fetch(url, { method: request.method(), headers, body: body ? new Uint8Array(body) : undefined, redirect: 'manual', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
}

/** Why a request of the page was not answered: it tried to leave the site, or is not a page. */
interface Refusal {
  readonly refused: string;
}

const leaving = (url: string): Refusal => ({ refused: `the page tried to leave this site for ${url}` });

/** A document the service prints: HTML, nothing else (a feed or a sitemap would hold a render slot to the timeout). */
const HTML_TYPE = /^\s*(text\/html|application\/xhtml\+xml)\s*(;|$)/i;

/**
 * Fetches a request of the page on the server, following redirects here (never in the browser,
 * which would not route the next hop): every Location is classified like the first URL, and one
 * that leaves the site ends the request. For the page itself (`document`), every hop must also be
 * a page path (Next answers `//api/x` with a redirect to `/api/x`). Returns the answer, or why it
 * was refused.
 */
async function fetchForPage(start: URL, where: Where, request: Request, site: RenderSite, document: boolean): Promise<Answer | Refusal> {
  let target = start;
  let kind = where;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const response = await fetchOnce(target, kind, request, site);
    const location = response.status >= 300 && response.status < 400 ? response.headers.get('location') : null;
    if (location === null) {
      const headers = Object.fromEntries([...response.headers].filter(([name]) => !DROPPED_HEADERS.has(name)));
      return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) };
    }
    await response.body?.cancel();
    const next = parse(location, target);
    const nextKind = next ? classify(publicForm(next, site), 'GET', site) : 'elsewhere';
    if (next === undefined || nextKind === 'elsewhere') return leaving(next?.href ?? location);
    target = publicForm(next, site);
    kind = nextKind;
    const pathProblem = document ? pagePathProblem(target.pathname) : undefined;
    if (pathProblem !== undefined) return { refused: `the page redirected to ${target.pathname}: ${pathProblem}` };
  }
  return leaving(`${target.href} (more than ${MAX_REDIRECTS} redirects)`);
}

function cache(key: string, answer: Answer): void {
  if (staticBytes + answer.body.length > STATIC_CACHE_LIMIT_BYTES) return;
  staticAssets.set(key, answer);
  staticBytes += answer.body.length;
}

type Navigation = 'page' | 'frame' | 'popup' | 'none';

/**
 * What a request navigates: `page`'s own top frame, a frame inside it, a pop-up (a clicked link
 * with target=_blank: Playwright has no frame for its first request yet, and throws), or nothing.
 */
function navigationOf(request: Request, page: Page): Navigation {
  if (!request.isNavigationRequest()) return 'none';
  try {
    const frame = request.frame();
    if (frame.page() !== page) return 'popup';
    return frame.parentFrame() === null ? 'page' : 'frame';
  } catch {
    return 'popup';
  }
}

/** Why the page's own answer is refused, or undefined when it can be printed: a 2xx HTML page. */
function documentRefusal(answer: Answer | Refusal): string | undefined {
  if ('refused' in answer) return answer.refused;
  if (answer.status < 200 || answer.status >= 300) return `the page answered ${answer.status}`;
  const type = answer.headers['content-type'] ?? '';
  return HTML_TYPE.test(type) ? undefined : `the page is not HTML (${type || 'no content type'})`;
}

/** Decides every request of `page`; `onRefuse` hears why its own navigation was refused. */
async function handle(route: Route, request: Request, page: Page, site: RenderSite, onRefuse: (reason: string) => void): Promise<void> {
  const url = parse(request.url());
  const headers = request.headers();
  const navigation = navigationOf(request, page);
  // Next's router prefetches (RSC payloads for links in view) add nothing to a printed page, nor
  // does a pop-up.
  if (headers.rsc !== undefined || headers['next-router-prefetch'] !== undefined || navigation === 'popup') return route.abort('blockedbyclient');
  const where = classify(url, request.method(), site);
  if (url === undefined || where === 'elsewhere') {
    if (navigation === 'page') onRefuse(leaving(request.url()).refused);
    return route.abort('blockedbyclient');
  }
  const immutable = where === 'site' && request.method() === 'GET' && /^\/(_next\/static|images)\//.test(url.pathname);
  const cached = immutable ? staticAssets.get(url.pathname + url.search) : undefined;
  if (cached) return route.fulfill(cached);
  const answer = await fetchForPage(url, where, request, site, navigation === 'page');
  const refusal = navigation === 'page' ? documentRefusal(answer) : undefined;
  if (refusal !== undefined) onRefuse(refusal);
  if (refusal !== undefined || 'refused' in answer) return route.abort('blockedbyclient');
  if (immutable && answer.status === 200) cache(url.pathname + url.search, answer);
  await route.fulfill(answer);
}

async function clickIfPresent(page: Page, selector: string): Promise<void> {
  const target = page.locator(selector).first();
  if ((await target.count()) > 0) await target.click({ timeout: 2_000 }).catch(() => undefined);
}

/** One rule per selector: an invalid selector then spoils only its own rule. */
const hideCss = (selectors: readonly string[]) => selectors.map((selector) => `${selector}{display:none!important}`).join('\n');

/**
 * Lazy images that will print load before printing, and the render waits for them and the fonts.
 * Only images visible in print media are touched: loading an image inside hidden content (the
 * header's menu panel) held Chromium's print back by two seconds.
 */
async function settle(page: Page): Promise<void> {
  await page.emulateMedia({ media: 'print' });
  await page.evaluate(async () => {
    const images = [...document.images].filter((image) => image.checkVisibility());
    for (const image of images) image.loading = 'eager';
    const loaded = images.map((image) =>
      image.complete ? Promise.resolve() : new Promise((resolve) => ['load', 'error'].forEach((type) => image.addEventListener(type, resolve, { once: true }))),
    );
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([Promise.all([document.fonts.ready, ...loaded]), new Promise((resolve) => (timer = setTimeout(resolve, 5_000)))]);
    clearTimeout(timer);
  });
}

/**
 * A browser context with its page, routed through `handle` for whichever render holds it. Opening
 * one costs a renderer process, so the next is opened while nobody waits (after a render).
 */
interface Slot {
  readonly context: BrowserContext;
  readonly page: Page;
  /** The render holding the slot: its site, and why its page was refused (it left the site, say). */
  readonly state: { site?: RenderSite; refused?: string };
}

async function openSlot(): Promise<Slot> {
  const browser = await getBrowser();
  const context = await browser.newContext({ serviceWorkers: 'block', acceptDownloads: false, reducedMotion: 'reduce', viewport: { width: 1200, height: 900 } });
  const state: Slot['state'] = {};
  const page = await context.newPage();
  // A request that fails here (a fetch error, a page closed under it) is aborted, never left to
  // reject where nothing awaits it.
  await context.route('**/*', (route, request) =>
    (state.site ? handle(route, request, page, state.site, (reason) => (state.refused ??= reason)) : route.abort('blockedbyclient')).catch(() => route.abort('failed').catch(() => undefined)),
  );
  await context.routeWebSocket(/.*/, (socket) => socket.close());
  // Pop-ups have nothing to add to a print.
  context.on('page', (other) => void (other === page ? undefined : other.close()));
  return { context, page, state };
}

let spare: Promise<Slot> | undefined;

/** The spare slot when there is a live one, else a new one. */
async function takeSlot(): Promise<Slot> {
  const waiting = spare;
  spare = undefined;
  const slot = await waiting?.catch(() => undefined);
  if (slot?.context.browser()?.isConnected()) return slot;
  return openSlot();
}

function openSpare(): void {
  if (spare) return;
  spare = openSlot();
  spare.catch(() => (spare = undefined));
}

/** Opens the page, applies the job and prints it; throws `PageRefusedError` when it is refused (it left the site, say). */
async function print({ page, state }: Slot, job: RenderJob): Promise<Buffer> {
  const refuse = () => new PageRefusedError(state.refused);
  const response = await page.goto(job.url.href, { waitUntil: 'load', timeout: 20_000 }).catch((error: unknown) => {
    throw state.refused ? refuse() : error;
  });
  if (state.refused) throw refuse();
  if (!response?.ok()) throw new PageRefusedError(`the page answered ${response?.status() ?? 'nothing'}`);
  for (const selector of job.itemsToClick) await clickIfPresent(page, selector);
  // Added without waiting for the sheet's load: an `@import` that fails must not fail the render.
  await page.evaluate((css) => {
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
  }, `${hideCss(job.itemsToHide)}\n${job.itemsToStyle}\n${STILL_CSS}`);
  await settle(page);
  if (state.refused) throw refuse();
  return page.pdf({ format: 'Letter', printBackground: true, margin: { top: '16mm', bottom: '16mm', left: '14mm', right: '14mm' } });
}

/** Rejects with the signal's reason once it aborts. */
const whenAborted = (signal: AbortSignal): Promise<never> =>
  new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

/**
 * The PDF bytes of the page at `job.url`, in a fresh context (nothing carries over from one
 * render to the next). When `signal` aborts, the render is abandoned at once and its context
 * closed: the steps are raced against the signal, because closing a context under a running step
 * can leave that step pending.
 */
export async function renderPdf(job: RenderJob, site: RenderSite, signal: AbortSignal): Promise<Buffer> {
  signal.throwIfAborted();
  const aborted = whenAborted(signal);
  aborted.catch(() => undefined);
  const taking = takeSlot();
  const slot = await Promise.race([taking, aborted]).catch((error: unknown) => {
    void taking.then((late) => late.context.close()).catch(() => undefined);
    throw error;
  });
  slot.state.site = site;
  try {
    return await Promise.race([print(slot, job), aborted]);
  } finally {
    await slot.context.close().catch(() => undefined);
    openSpare();
  }
}
