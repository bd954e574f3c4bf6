/**
 * What a visitor notices on the pages built from the second half of the content blocks
 * (sustainability, careers, customers, Larkspur Plus, vendors, broker toolkit, community space,
 * developments, leadership) and in the block catalogue: accordions that open one answer at a
 * time, PDFs that exist and open in a new tab, finished layouts at 390 and 1440 px, and no
 * JavaScript beyond a page of plain text. (axe-core runs on every route in a11y-gate.e2e.test.ts.)
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { blockNames } from '../../codegen/generated/registry';
import { launchChromium } from './chromium';
import { sitemapUrls } from '../support/sitemap';

const siteUrl = inject('siteUrl');

const BLOCK_PAGES = ['/sustainability/', '/careers/', '/customers/', '/larkspur-plus/', '/vendors/', '/broker-toolkit/', '/community-space/', '/developments/', '/leadership/'];
const WIDTHS = [390, 1440];

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
  mkdirSync('test-results', { recursive: true });
});
afterAll(() => browser?.close());

interface Opened {
  readonly page: Page;
  readonly problems: string[];
}

/** Opens a page and records console errors and failed responses (prefetches included). */
async function open(pagePath: string, width = 1440): Promise<Opened> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(`${siteUrl}${pagePath}`, { waitUntil: 'networkidle' });
  return { page, problems };
}

/** Scrolls through the page so lazy images load, then back to the top. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}


describe('a visitor', () => {
  it('opens one FAQ answer at a time, with the mouse and with the keyboard', async () => {
    const { page, problems } = await open('/careers/');
    const questions = page.locator('#faq details > summary');
    await expect(questions.count()).resolves.toBe(5);
    const expanded = () => page.locator('#faq details').evaluateAll((list) => list.map((details) => (details as HTMLDetailsElement).open));
    await expect(expanded()).resolves.toEqual([false, false, false, false, false]);
    await expect(questions.nth(0).getByRole('heading').count()).resolves.toBe(1);

    await questions.nth(0).click();
    const firstAnswer = page.locator('#faq details').nth(0).locator('summary + div');
    await expect(firstAnswer.isVisible()).resolves.toBe(true);
    await expect(firstAnswer.textContent()).resolves.toContain('three to five weeks');
    await questions.nth(1).click();
    await expect(expanded()).resolves.toEqual([false, true, false, false, false]);
    await expect(firstAnswer.isVisible()).resolves.toBe(false);
    await questions.nth(1).click();
    await expect(expanded()).resolves.toEqual([false, false, false, false, false]);

    await questions.nth(0).focus();
    await page.keyboard.press('ArrowDown');
    await expect(questions.nth(1).evaluate((summary) => summary === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('End');
    await expect(questions.nth(4).evaluate((summary) => summary === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await expect(expanded()).resolves.toEqual([false, false, false, false, true]);
    await page.keyboard.press('Home');
    await page.keyboard.press('Space');
    await expect(expanded()).resolves.toEqual([true, false, false, false, false]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('downloads the English and Spanish editions of a guide, each in a new tab', async () => {
    const { page } = await open('/sustainability/');
    const spanish = page.getByRole('link', { name: /^Download Spanish PDF \(Apr\. 2024\)/ });
    await expect(spanish.getAttribute('target')).resolves.toBe('_blank');
    await expect(spanish.getAttribute('rel')).resolves.toContain('noopener');
    const response = await page.request.get(`${siteUrl}${await spanish.getAttribute('href')}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    const reports = page.locator('section', { has: page.getByRole('heading', { name: 'ESG reports' }) }).getByRole('link', { name: /ESG Report$/ });
    await expect(reports.allTextContents()).resolves.toEqual(['2023 ESG Report', '2022 ESG Report', '2021 ESG Report']);
    await page.close();
  });

  it('finds every document the pages link to', async () => {
    const files = new Set<string>();
    for (const pagePath of BLOCK_PAGES) {
      const { page } = await open(pagePath);
      for (const href of await page.locator('a[href^="/files/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) files.add(href);
      await page.close();
    }
    expect(files.size).toBeGreaterThanOrEqual(10);
    for (const file of files) {
      const response = await fetch(`${siteUrl}${file}`);
      expect(`${file} ${response.status} ${response.headers.get('content-type')}`).toBe(`${file} 200 application/pdf`);
    }
  });

  describe.each(BLOCK_PAGES)('on %s', (pagePath) => {
    it.each(WIDTHS)('sees a finished page at %i px, every image loaded', async (width) => {
      const { page, problems } = await open(pagePath, width);
      await scrollThrough(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // An image that loaded must have pixels; one a lazy carousel slide has not asked for yet must
      // still exist on the server.
      const images = await page.locator('main img').evaluateAll((list) =>
        list.map((image) => ({ src: (image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src, loaded: (image as HTMLImageElement).complete, empty: (image as HTMLImageElement).naturalWidth === 0 })),
      );
      expect(images.filter((image) => image.loaded && image.empty).map((image) => image.src)).toEqual([]);
      for (const image of images.filter((candidate) => !candidate.loaded)) {
        expect((await page.request.get(image.src)).status(), image.src).toBe(200);
      }
      expect(problems).toEqual([]);
      await page.screenshot({ path: `test-results/blocks${pagePath.replace(/\//g, '-')}${width}.png`, fullPage: true });
      await page.close();
    });
  });

  it('browses the block catalogue: every block type, its fixtures and its JSON Schema', async () => {
    const { page } = await open('/blocks/');
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toContain('noindex');
    const files = Object.keys(blockNames).sort();
    await expect(page.getByRole('navigation', { name: 'Block types' }).getByRole('link').allTextContents()).resolves.toEqual(files);
    for (const file of files) {
      const section = page.getByRole('region', { name: `${file} block` });
      await expect(section.locator(`a[href="/blocks/schema/${file}.json"]`).count()).resolves.toBe(1);
      await expect(section.locator(`a[href="/blocks/schema/${file}.payload.json"]`).count()).resolves.toBe(1);
    }
    // A case that renders with a warning says so under its caption.
    await expect(page.locator('figure figcaption', { hasText: 'core-heading #17' }).locator('code').textContent()).resolves.toContain('warning: blocks[0] core/heading: level:');
    await expect(page.locator('figure figcaption', { hasText: 'two-col-image #1' }).count()).resolves.toBe(1);
    const schema = await fetch(`${siteUrl}/blocks/schema/esg-report-archive.json`);
    expect(schema.headers.get('content-type')).toContain('application/schema+json');
    await expect(schema.json()).resolves.toMatchObject({ title: 'acf/esg-report-archive', 'x-block-names': ['acf/esg-report-archive'] });
    const payload = await fetch(`${siteUrl}/blocks/schema/esg-report-archive.payload.json`);
    await expect(payload.json()).resolves.toMatchObject({ title: 'acf/esg-report-archive: attributes as WordPress sends them (ACF fields in data)' });
    await expect(fetch(`${siteUrl}/blocks/schema/not-a-block.json`).then((response) => response.status)).resolves.toBe(404);
    if ((await fetch(`${siteUrl}/sitemap.xml`)).ok) expect((await sitemapUrls(siteUrl)).some((url) => new URL(url).pathname.startsWith('/blocks'))).toBe(false);
    await page.close();
  });


  it('loads no block JavaScript beyond the small interactive leaves a page of content blocks contains', async () => {
    const scriptsOf = async (pagePath: string) => {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      const pending: Array<Promise<readonly [string, number]>> = [];
      page.on('requestfinished', (request) => {
        // The encoded body: what crossed the wire, gzipped as `next start` serves it.
        if (request.resourceType() === 'script') pending.push(request.sizes().then(({ responseBodySize }) => [new URL(request.url()).pathname, responseBodySize] as const));
      });
      await page.goto(`${siteUrl}${pagePath}`, { waitUntil: 'networkidle' });
      const interactive = await page.locator('[data-accordion-heading], form, video, dialog').count();
      const sizes = new Map(await Promise.all(pending));
      await context.close();
      return { sizes, interactive };
    };
    const plain = await scriptsOf('/privacy-policy/');
    for (const pagePath of BLOCK_PAGES) {
      const { sizes, interactive } = await scriptsOf(pagePath);
      const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
      const extra = [...sizes].filter(([script]) => !plain.sizes.has(script));
      const extraBytes = extra.reduce((sum, [, size]) => sum + size, 0);
      console.log(`JavaScript transferred on ${pagePath}: ${total} bytes in ${sizes.size} scripts (${extraBytes} bytes beyond a plain page)`);
      // A page without interactive leaves loads exactly what a plain page loads; one with them
      // adds only their lazily loaded chunks, which stay small.
      if (interactive === 0) expect(extra.map(([script]) => script)).toEqual([]);
      else expect(extraBytes).toBeLessThan(40_000);
    }
  });
});
