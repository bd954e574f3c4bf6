/**
 * Route links are prefetched on intent, not on sight (renderers/ui/route-link.tsx): a page that
 * has loaded and hydrated has asked for no other page; a pointer over a route link, or keyboard
 * focus on it, asks for that page once; the click that follows shows it without asking again.
 */
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AUDITED_PAGES } from '../../scripts/bench/pages';
import { launchChromium } from './chromium';
import { hydrated, PHONE, WIDE } from './visit';

const siteUrl = inject('siteUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** A page at `width`, hydrated, with the paths of the router's requests (RSC payloads) it has made. */
async function routerPage(path: string, width: number): Promise<{ page: Page; asked: string[]; close: () => Promise<void> }> {
  const phone = width === PHONE;
  const context = await browser.newContext({ viewport: { width, height: 860 }, hasTouch: phone, isMobile: phone });
  const page = await context.newPage();
  const asked: string[] = [];
  page.on('request', (request: Request) => {
    if (request.headers()['rsc'] === '1') asked.push(new URL(request.url()).pathname);
  });
  await page.goto(`${siteUrl}${path}`, { waitUntil: 'load' });
  await hydrated(page, 'header a[data-route-link]');
  return { page, asked, close: () => context.close() };
}

/** The pages asked for (the router asks for a page's tree and segments: several requests a page). */
const pages = (asked: readonly string[]) => [...new Set(asked)];

/**
 * Repeats a visitor's intent (pointer over, focus) until the router has asked for something: the
 * listener is attached by an effect, which on a busy machine can run a moment after the anchors are
 * hydrated, and an intent before it is, rightly, not acted on.
 */
async function intendUntilAsked(asked: readonly string[], intent: () => Promise<void>): Promise<void> {
  for (let tries = 0; asked.length === 0 && tries < 40; tries += 1) {
    await intent();
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Waits until the network is quiet and a little more. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

describe('prefetching', () => {
  it.each(Object.entries(AUDITED_PAGES))('asks for no other page while %s loads and hydrates on a phone', async (_name, path) => {
    const { page, asked, close } = await routerPage(path, PHONE);
    await settle(page);
    expect(asked).toEqual([]);
    await close();
  });

  it('asks for a page once a pointer is over its link, and the click then shows it without asking again', async () => {
    const { page, asked, close } = await routerPage('/', WIDE);
    const link = page.locator('header nav a[data-route-link][href="/properties/"]').first();
    // Between tries the pointer rests on the logo: a link to the page shown, never asked for.
    await intendUntilAsked(asked, async () => {
      await page.locator('header a[data-route-link][href="/"]').first().hover();
      await link.hover();
    });
    await expect.poll(() => pages(asked), { timeout: 10_000 }).toEqual(['/properties/']);
    await link.hover({ position: { x: 2, y: 2 } });
    await settle(page);
    const beforeClick = asked.length;
    await link.click();
    await page.waitForURL(`${siteUrl}/properties/`);
    await settle(page);
    expect(asked.length).toBe(beforeClick);
    await close();
  });

  it('asks for a page when its link takes keyboard focus, and never for the page shown', async () => {
    const { page, asked, close } = await routerPage('/about/', WIDE);
    await intendUntilAsked(asked, async () => {
      await page.locator('header a[data-route-link][href="/"]').first().focus();
      await page.locator('header nav a[data-route-link][href="/about/"]').first().focus();
    });
    await expect.poll(() => pages(asked), { timeout: 10_000 }).toEqual(['/']);
    await settle(page);
    expect(pages(asked)).toEqual(['/']);
    await close();
  });
});
