/**
 * Pictures as a visitor's phone and desktop download them: in AVIF or
 * WebP, at about the width they are shown, and the largest one of the first screen asked for
 * first (preloaded, high priority, never lazy).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AUDITED_PAGES } from '../../scripts/bench/pages';
import { launchChromium } from './chromium';
import { PHONE, visit, WIDE } from './visit';

const siteUrl = inject('siteUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** The smallest width the optimizer makes: a small picture may come at that width. */
const SMALLEST_WIDTH = 384;

interface Picture {
  readonly src: string;
  readonly shown: number;
  readonly natural: number;
}

/** Every raster picture loaded, after scrolling the page through, with its shown and natural widths. */
async function loadedPictures(page: Page): Promise<Picture[]> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  });
  await page.waitForLoadState('networkidle');
  return page.evaluate(() =>
    [...document.images]
      .filter((image) => image.complete && image.naturalWidth > 0 && image.getBoundingClientRect().width > 0 && !/\.svg(?:$|[?&])/.test(image.currentSrc))
      .map((image) => ({ src: image.currentSrc, shown: image.getBoundingClientRect().width, natural: image.naturalWidth })),
  );
}

describe.each([PHONE, WIDE])('at %i px, a visitor', (width) => {
  it.each(Object.values(AUDITED_PAGES))('on %s downloads every picture as AVIF or WebP, no more than about twice as wide as shown', async (path) => {
    const { page, close } = await visit(browser, siteUrl, '/', width);
    const types = new Map<string, string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'image') types.set(response.url(), response.headers()['content-type'] ?? '');
    });
    await page.goto(`${siteUrl}${path}`, { waitUntil: 'networkidle' });
    const pictures = await loadedPictures(page);
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) {
      expect(types.get(picture.src) ?? '(from an earlier page)', picture.src).toMatch(/^image\/(avif|webp)$|earlier/);
      expect(picture.natural, `${picture.src} is ${picture.natural} px wide, shown at ${Math.round(picture.shown)}`).toBeLessThanOrEqual(Math.max(SMALLEST_WIDTH, 2 * picture.shown));
    }
    await close();
  });
});

/** The largest picture of the first screen (the one that paints largest), and how it was asked for. */
function largestPicture(page: Page) {
  return page.evaluate(() => {
    const area = (image: HTMLImageElement) => {
      const rect = image.getBoundingClientRect();
      const visible = Math.max(0, Math.min(rect.bottom, window.innerHeight) - Math.max(rect.top, 0)) * Math.max(0, Math.min(rect.right, window.innerWidth) - Math.max(rect.left, 0));
      return /\.svg(?:$|[?&])/.test(image.currentSrc || image.src) ? 0 : visible;
    };
    const image = [...document.images].sort((a, b) => area(b) - area(a))[0];
    if (image === undefined || area(image) === 0) return null;
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
    const search = new URL(image.currentSrc).search || image.currentSrc;
    const preloaded = links.some((link) => (link.getAttribute('imagesrcset') ?? link.href).includes(search));
    return { loading: image.getAttribute('loading'), priority: image.getAttribute('fetchpriority'), preloaded };
  });
}

describe.each([PHONE, WIDE])('at %i px, a visitor opening a page', (width) => {
  it.each(['/', '/news/', AUDITED_PAGES.article, '/properties/'])('on %s gets the largest picture of the first screen first: preloaded, high priority, never lazy', async (path) => {
    const { page, close } = await visit(browser, siteUrl, path, width);
    const largest = await largestPicture(page);
    expect(largest, 'no picture on the first screen').not.toBeNull();
    expect(largest).toMatchObject({ priority: 'high', preloaded: true });
    expect(largest?.loading).not.toBe('lazy');
    await close();
  });
});

/** When the page was first painted and loaded, and when its first framework script was asked for (ms since navigation). */
function paintAndRuntime(page: Page) {
  return page.evaluate(() => {
    const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventStart ?? Number.NaN;
    const scripts = performance.getEntriesByType('resource').filter((entry) => /\/_next\/static\/.+\.js$/.test(entry.name));
    return { firstPaint, loaded, firstScript: Math.min(...scripts.map((entry) => entry.startTime)), scripts: scripts.length };
  });
}

/** Whether React has hydrated the page: its buttons carry React's props. */
const reactIsIn = (page: Page) => page.evaluate(() => [...document.querySelectorAll('button')].some((button) => Object.keys(button).some((key) => key.startsWith('__reactProps'))));

describe('the framework’s scripts, after the first paint', () => {
  it.each(Object.values(AUDITED_PAGES))('on %s a phone paints and loads the page before it asks for a script, and the page then works', async (path) => {
    const { page, errors, close } = await visit(browser, siteUrl, path, PHONE);
    const timing = await paintAndRuntime(page);
    expect(timing.scripts).toBeGreaterThan(0);
    expect(timing.firstScript, `first script asked for at ${timing.firstScript} ms; painted at ${timing.firstPaint} ms, loaded at ${timing.loaded} ms`).toBeGreaterThan(Math.max(timing.firstPaint, timing.loaded));
    expect(await reactIsIn(page)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('starts them at a visitor’s first tap when the page is still loading its pictures', async () => {
    const context = await browser.newContext({ viewport: { width: PHONE, height: 860 }, hasTouch: true });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/_next\/static\/.+\.js$/.test(request.url())) asked.push(request.url());
    });
    // The hero picture hangs, so the window's load does not come.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_next\/image\//, async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    await page.goto(`${siteUrl}/`, { waitUntil: 'domcontentloaded' });
    await page.waitForTimeout(1_000);
    expect(asked).toEqual([]);
    await page.touchscreen.tap(20, 400);
    await page.waitForFunction(() => [...document.querySelectorAll('button')].some((button) => Object.keys(button).some((key) => key.startsWith('__reactProps'))));
    expect(asked.length).toBeGreaterThan(0);
    release();
    await context.close();
  });
});
