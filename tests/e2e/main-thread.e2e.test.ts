/**
 * What the page's scripts cost a phone's main thread at load, as far as a browser test can tell it
 * apart from the machine's speed. A page's first Intl formatter, collator or locale-aware string
 * method loads the browser's locale data: 45–60 ms of one task on a fast desktop, four times that
 * on Lighthouse's phone. The server renders every date, count and sorted list, so the browser's
 * scripts must not touch locale data while the page loads and hydrates; a visitor's own action
 * (a filter, a form) may. And every script the page loads asks V8 to compile its functions while
 * it streams in, off the main thread (scripts/lib/compile-hints.ts).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AUDITED_PAGES } from '../../scripts/bench/pages';
import { COMPILE_HINT } from '../../scripts/lib/compile-hints';
import { launchChromium } from './chromium';
import { hydrated, PHONE } from './visit';

const siteUrl = inject('siteUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** A fresh phone-sized touch context, as Lighthouse's phone. */
const phoneContext = () => browser.newContext({ viewport: { width: PHONE, height: 860 }, isMobile: true, hasTouch: true });

/**
 * Runs in the page before its own scripts: every constructor and method that reaches the browser's
 * locale data records its name and the first frame of the caller's stack in `window.__localeUses`.
 */
function watchLocaleData(): void {
  const uses: string[] = [];
  (window as unknown as { __localeUses: string[] }).__localeUses = uses;
  const record = (name: string) => uses.push(`${name} from ${(new Error().stack ?? '').split('\n')[3]?.trim() ?? '?'}`);
  const intl = Intl as unknown as Record<string, unknown>;
  for (const name of ['NumberFormat', 'DateTimeFormat', 'Collator', 'PluralRules', 'RelativeTimeFormat', 'ListFormat', 'Segmenter', 'DisplayNames']) {
    const Original = intl[name] as (new (...args: unknown[]) => object) | undefined;
    if (Original === undefined) continue;
    intl[name] = new Proxy(Original, {
      construct(target, args: unknown[]) {
        record(`Intl.${name}`);
        return new target(...args);
      },
      apply(target, thisArg, args: unknown[]) {
        record(`Intl.${name}`);
        return Reflect.apply(target, thisArg, args);
      },
    });
  }
  const methods: Array<[object, string, string]> = [
    [String.prototype, 'localeCompare', 'String#localeCompare'],
    [String.prototype, 'toLocaleUpperCase', 'String#toLocaleUpperCase'],
    [String.prototype, 'toLocaleLowerCase', 'String#toLocaleLowerCase'],
    [Number.prototype, 'toLocaleString', 'Number#toLocaleString'],
    [Date.prototype, 'toLocaleString', 'Date#toLocaleString'],
    [Date.prototype, 'toLocaleDateString', 'Date#toLocaleDateString'],
    [Date.prototype, 'toLocaleTimeString', 'Date#toLocaleTimeString'],
  ];
  for (const [prototype, method, label] of methods) {
    const holder = prototype as Record<string, (...args: unknown[]) => unknown>;
    const original = holder[method];
    if (original === undefined) continue;
    holder[method] = function (this: unknown, ...args: unknown[]) {
      record(label);
      return original.apply(this, args);
    };
  }
}

describe("a phone's main thread while a page loads and hydrates", () => {
  it.each(Object.entries(AUDITED_PAGES))('%s (%s) makes no use of the browser\'s locale data', async (_name, path) => {
    const context = await phoneContext();
    try {
      await context.addInitScript(watchLocaleData);
      const page = await context.newPage();
      await page.goto(`${siteUrl}${path}`, { waitUntil: 'networkidle' });
      await hydrated(page, 'button[popovertarget="mobile-menu"]');
      // The leaves that hydrate at load arrive in their own chunks, after the header.
      await page.waitForLoadState('networkidle');
      const uses = await page.evaluate(() => (window as unknown as { __localeUses: string[] }).__localeUses);
      expect(uses).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("every script the home page loads carries V8's compile hint as its first line", async () => {
    const context = await phoneContext();
    try {
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.url());
      });
      await page.goto(`${siteUrl}/`, { waitUntil: 'networkidle' });
      await hydrated(page, 'button[popovertarget="mobile-menu"]');
      expect(scripts.length).toBeGreaterThan(3);
      for (const url of scripts) {
        const source = await (await fetch(url)).text();
        expect(`${url}: ${source.split('\n')[0]}`).toBe(`${url}: ${COMPILE_HINT}`);
      }
    } finally {
      await context.close();
    }
  });
});
