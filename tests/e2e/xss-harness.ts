/**
 * A Chromium page that notices any script it did not write. Before any content, every frame gets
 * traps (`__xss`, `alert`, `confirm`, `prompt`, `print`) that report to the test, and listeners
 * that report every link followed and form submitted; dialogs are reported too. The network is
 * the test's own: pages come from `http://xss.test/`, the attacker host of the corpus answers with
 * payloads that call the trap (and is recorded), and every other request is refused.
 *
 * `load(html)` shows a document (and `visit(url)` a page of the running site, whose own requests
 * go through), waits for it to load, then hovers, focuses and clicks every element that could react
 * (a `javascript:` link runs; any other navigation is prevented), waits for timers and animations,
 * and scans the DOM for handlers and unsafe URLs that survived.
 */
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { ATTACKER_HOST } from '../support/xss-vectors';

const PAGE_ORIGIN = 'http://xss.test';

/** Something a vector did. `id` is the vector's id when the evidence carries one. */
export interface XssHit {
  readonly how: string;
  readonly id: string;
  readonly detail: string;
}

export interface XssReport {
  /** Traps called, dialogs shown, requests to or links into the attacker host. */
  readonly hits: readonly XssHit[];
  /** Elements that still carry an `on*` attribute or an unsafe URL, as `tag attr=value`. */
  readonly unsafeMarkup: readonly string[];
}

/** An answer the test gives in the site's place (a search API full of vectors). */
export interface Stub {
  readonly contentType: string;
  readonly body: string;
}

export interface HarnessOptions {
  /** The running site: its requests go through, except those `stub` answers. */
  readonly site?: string;
  readonly stub?: (url: URL) => Stub | undefined;
}

export interface VisitOptions {
  /** What a visitor does once the page has loaded (types a search). */
  readonly act?: (page: Page) => Promise<void>;
  /** Where to hover and click; the whole document by default. The scan always covers it all. */
  readonly scope?: string;
  /** How long timers, animations and frames get to run afterwards. */
  readonly settleMs?: number;
}

/*
 * The browser side is plain JavaScript in strings: a transpiled function may carry helpers (such
 * as esbuild's `__name`) that do not exist in the page.
 */

/** Runs in every frame before its content: the traps, and the link and form recorders. */
const INSTALL_TRAPS = `(() => {
  const report = (how, id, detail) => {
    if (typeof window.__xssReport === 'function') window.__xssReport(how, String(id), (detail || '') + ' @ ' + location.href);
  };
  window.__xss = (id) => report('__xss', id);
  for (const name of ['alert', 'confirm', 'prompt', 'print']) window[name] = (id) => report(name, id);
  const scheme = (url) => String(url).replace(/[\\u0000-\\u0020]/g, '').toLowerCase();
  const isScript = (url) => /^javascript:/.test(scheme(url));
  // Only a link or form that leaves for a script, data or the attacker is evidence (and reported).
  const hostOf = (url) => {
    try {
      return new URL(url, location.href).hostname;
    } catch {
      return '';
    }
  };
  const suspicious = (url) => /^(javascript|vbscript|data):/.test(scheme(url)) || hostOf(url) === ${JSON.stringify(ATTACKER_HOST)};
  const urlOf = (element) => {
    const href = element.href;
    if (typeof href === 'string') return href;
    // An SVG link's href is an animated string, and may be an xlink:href.
    return (href && href.animVal) || element.getAttribute('href') || element.getAttributeNS('http://www.w3.org/1999/xlink', 'href') || '';
  };
  window.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a, area') : null;
    if (link === null) return;
    const url = urlOf(link);
    if (suspicious(url)) report('link', '', url);
    // A javascript: URL may run, so that the trap in it reports; nothing else navigates.
    if (!isScript(url)) event.preventDefault();
  }, true);
  window.addEventListener('submit', (event) => {
    const submitter = event.submitter;
    const url = submitter && submitter.hasAttribute('formaction') ? submitter.formAction : event.target.action;
    if (suspicious(url)) report('submit', '', url);
    if (!isScript(url)) event.preventDefault();
  }, true);
})()`;

/**
 * Hovers and focuses every element that could react (anything interactive, embedded or with an
 * `on*` attribute), clicks every link and button, then lists the handlers and unsafe URLs left in
 * the DOM. Plain text elements are skipped: dispatching to thousands of them costs seconds and
 * could only reach a handler the scan reports anyway.
 */
const INTERACT_AND_SCAN = `((scope) => {
  const root = document.querySelector(scope) || document;
  const urlAttributes = ['href', 'xlink:href', 'src', 'action', 'formaction', 'data', 'poster', 'background', 'cite', 'srcset', 'ping'];
  const unsafe = [];
  const withHandlers = [];
  for (const element of document.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value.replace(/[\\u0000-\\u0020]/g, '').toLowerCase();
      const badUrl = urlAttributes.includes(name) && /(^|,)(javascript|vbscript|data):/.test(value);
      if (name.startsWith('on')) withHandlers.push(element);
      if (name.startsWith('on') || name === 'srcdoc' || badUrl) unsafe.push(element.tagName.toLowerCase() + ' ' + attribute.name + '=' + attribute.value);
    }
  }
  const reactive = 'a, area, button, input, select, textarea, summary, details, [tabindex], [contenteditable], svg, svg *, math, math *, iframe, object, embed, video, audio, img, form';
  for (const element of new Set([...root.querySelectorAll(reactive), ...withHandlers])) {
    for (const type of ['pointerover', 'pointerenter', 'mouseover', 'mouseenter', 'mousemove', 'mousedown', 'mouseup', 'focusin']) {
      element.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true }));
    }
    if (typeof element.focus === 'function') element.focus();
  }
  for (const element of new Set([...root.querySelectorAll('a, area, button, input, summary, svg a, svg a *'), ...withHandlers])) {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
  }
  return unsafe;
})`;

/** The id a payload URL carries: `https://attacker.test/17.js` -> `17`. */
const idInUrl = (url: string): string => /\/(\d+)\.[a-z]+(?:[?#]|$)/.exec(url)?.[1] ?? '';

const attackerBody = (url: string): { contentType: string; body: string } | undefined => {
  const id = idInUrl(url);
  if (url.includes('.js')) return { contentType: 'text/javascript', body: `__xss(${JSON.stringify(id)})` };
  if (url.includes('.html')) return { contentType: 'text/html', body: `<script>__xss(${JSON.stringify(id)})</script>` };
  return undefined;
};

export class XssHarness {
  private readonly documents = new Map<string, string>();
  private hits: XssHit[] = [];
  private pages = 0;

  private constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
    private readonly options: HarnessOptions,
  ) {}

  /** A harness in a browser context of its own; several can run side by side. */
  static async open(browser: Browser, options: HarnessOptions = {}): Promise<XssHarness> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const harness = new XssHarness(context, page, options);
    await context.exposeBinding('__xssReport', (_source, how: string, id: string, detail: string) => harness.record(how, id, detail));
    await context.addInitScript({ content: INSTALL_TRAPS });
    await context.route('**/*', (route) => harness.answer(route));
    page.on('dialog', (dialog) => {
      harness.hits.push({ how: `dialog ${dialog.type()}`, id: dialog.message(), detail: dialog.message() });
      void dialog.dismiss().catch(() => undefined);
    });
    return harness;
  }

  private record(how: string, id: string, detail: string): void {
    // The page reports only links and forms that leave for a script, data or the attacker.
    this.hits.push({ how, id: how === 'link' || how === 'submit' ? idInUrl(detail.replace(/ @ .*$/, '')) : id, detail });
  }

  private async answer(route: Route): Promise<void> {
    const url = new URL(route.request().url());
    if (url.origin === PAGE_ORIGIN) {
      const html = this.documents.get(url.pathname);
      return html === undefined ? route.fulfill({ status: 404, body: '' }) : route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
    }
    if (url.hostname === ATTACKER_HOST) {
      this.hits.push({ how: `request (${route.request().resourceType()})`, id: idInUrl(url.href), detail: url.href });
      const answer = attackerBody(url.href);
      return answer === undefined ? route.fulfill({ status: 404, body: '' }) : route.fulfill({ status: 200, ...answer });
    }
    if (this.options.site !== undefined && url.origin === new URL(this.options.site).origin) {
      const stub = this.options.stub?.(url);
      return stub === undefined ? route.continue() : route.fulfill({ status: 200, ...stub });
    }
    return route.abort();
  }

  /** Loads `html` as a whole document and reports what ran in it, however it ran. */
  async load(html: string, settleMs = 100): Promise<XssReport> {
    const path = `/page/${(this.pages += 1)}`;
    this.documents.set(path, html);
    try {
      return await this.visit(`${PAGE_ORIGIN}${path}`, { settleMs });
    } finally {
      this.documents.delete(path);
    }
  }

  /** Opens `url`, lets the visitor act, interacts with everything, and reports what ran. */
  async visit(url: string, { act, scope = 'html', settleMs = 100 }: VisitOptions = {}): Promise<XssReport> {
    this.hits = [];
    await this.page.goto(url, { waitUntil: 'load' });
    await act?.(this.page);
    const unsafeMarkup = await scan(this.page, scope);
    await this.page.waitForTimeout(settleMs);
    return { hits: this.hits, unsafeMarkup };
  }

  /** How many elements of the page now showing match `selector`. */
  count(selector: string): Promise<number> {
    return this.page.locator(selector).count();
  }

  close(): Promise<void> {
    return this.context.close();
  }
}

/** Interacts and scans; a document that navigated itself away (a meta refresh) has nothing left to scan. */
async function scan(page: Page, scope: string): Promise<string[]> {
  try {
    return await page.evaluate<string[]>(`${INTERACT_AND_SCAN}(${JSON.stringify(scope)})`);
  } catch (error) {
    if (error instanceof Error && /navigat|destroyed/i.test(error.message)) return [`navigated away to ${page.url()}`];
    throw error;
  }
}

/** A whole document around rendered markup. */
export const documentOf = (body: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>XSS gate</title></head><body>${body}</body></html>`;
