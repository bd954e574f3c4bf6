/**
 * The content blocks of the company pages, as a visitor meets them: the development-team
 * accordion, the cross-dock film, the sticky story title, region cards, heroes by path; and for
 * every page built from them, no accessibility violation at phone and desktop widths and no
 * block JavaScript beyond the interactive leaves the page contains.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './chromium';

const siteUrl = inject('siteUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
  mkdirSync('test-results', { recursive: true });
});
afterAll(() => browser?.close());

async function open(uri: string, width = 1440): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const response = await page.goto(`${siteUrl}${uri}`, { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  return page;
}

/** Scrolls through the page so lazy images load, then back to the top. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

describe('a visitor', () => {
  it('opens a development team with the keyboard, and only one team stays open', async () => {
    const page = await open('/about/');
    const team = (name: string) => page.locator('details', { has: page.locator('summary', { hasText: name }) });
    const summary = (name: string) => team(name).locator('summary');
    const isOpen = (name: string) => team(name).evaluate((details) => (details as HTMLDetailsElement).open);
    await expect(isOpen('West Region')).resolves.toBe(false);
    await expect(page.getByText('Elena Vasquez').isVisible()).resolves.toBe(false);

    await summary('West Region').focus();
    await page.keyboard.press('Enter');
    await expect(isOpen('West Region')).resolves.toBe(true);
    await expect(team('West Region').getByRole('link', { name: "Link to Elena Vasquez's bio" }).isVisible()).resolves.toBe(true);
    await expect(team('West Region').getByRole('link', { name: '510-555-0134' }).getAttribute('href')).resolves.toBe('tel:+15105550134');

    await page.keyboard.press('ArrowDown');
    await expect(summary('Central Region').evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Space');
    await expect(isOpen('Central Region')).resolves.toBe(true);
    await expect(isOpen('West Region')).resolves.toBe(false);

    await page.keyboard.press('End');
    await expect(summary('East Region').evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Home');
    await expect(summary('West Region').evaluate((element) => element === document.activeElement)).resolves.toBe(true);

    await summary('Central Region').click();
    await expect(page.locator('details[open]').count()).resolves.toBe(0);
    await page.close();
  });


  it('plays the cross-dock film and sees the preview again when it ends', async () => {
    const page = await open('/');
    const play = page.getByRole('button', { name: 'Play video: Built for the first mile and the last' });
    const box = await play.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    expect(box?.height).toBeGreaterThanOrEqual(24);

    await play.click();
    const video = page.locator('video');
    await expect(video.getAttribute('src')).resolves.toBe('/media/larkspur-cross-dock.webm');
    await expect(video.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    // Eight times as fast: the six-second film ends within a second.
    await video.evaluate((element: HTMLVideoElement) => {
      element.playbackRate = 8;
    });
    await play.waitFor({ state: 'visible', timeout: 15_000 });
    await expect(video.count()).resolves.toBe(0);
    await expect(play.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await page.close();
  });

  it('scrolls through the story and keeps its title in view below the header', async () => {
    const page = await open('/about/');
    const title = page.getByRole('heading', { name: 'Our story' });
    await title.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(300);
    const headerBottom = await page.locator('body > header').evaluate((element) => element.getBoundingClientRect().bottom);
    const top = await title.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(headerBottom - 1);
    expect(top).toBeLessThan(headerBottom + 40);
    await page.close();
  });

  it('follows a region card from the home page to the region and its figures', async () => {
    const page = await open('/');
    await expect(page.getByRole('link', { name: 'East Region', exact: true }).getAttribute('href')).resolves.toBe('/region/east/');
    await page.getByRole('link', { name: 'Meet the Team in the East Region' }).click();
    await page.waitForURL(`${siteUrl}/region/east/`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('East Region');
    const numbers = page.getByRole('region', { name: 'East Region in numbers' });
    await expect(numbers.textContent()).resolves.toContain('22.70M SF');
    await expect(numbers.textContent()).resolves.toContain('Larkspur Logistics industrial property square footage');
    await page.close();
  });

  it("finds a 'View full profile' link on a leader's quote that opens the profile by name", async () => {
    const page = await open('/micc-upgrades/');
    await expect(page.getByRole('link', { name: 'View full profile of Daniel Osei' }).getAttribute('href')).resolves.toBe('/micc-upgrades/?member=Daniel+Osei#profile-daniel-osei');
    await page.close();
  });

  it('reaches the facility upgrades page from the about page, and its hero sits closer to the header', async () => {
    const page = await open('/about/');
    await page.getByRole('link', { name: 'Facility upgrades' }).first().click();
    await page.waitForURL(`${siteUrl}/micc-upgrades/`);
    const heroPadding = (target: Page) => target.locator('article header').first().evaluate((element) => parseFloat(getComputedStyle(element).paddingTop));
    const micc = await heroPadding(page);
    await page.goto(`${siteUrl}/properties/`);
    expect(micc).toBeLessThan(await heroPadding(page));
    await page.close();
  });

  it('reads the internship hero with the special description spacing', async () => {
    const page = await open('/internship/');
    const spacing = (target: Page) =>
      target.locator('article header h1 + div').first().evaluate((element) => parseFloat(getComputedStyle(element).marginTop) + parseFloat(getComputedStyle(element).paddingTop));
    const special = await spacing(page);
    await page.goto(`${siteUrl}/properties/`);
    expect(special).toBeGreaterThan(await spacing(page));
    await page.close();
  });
});

const PAGES = ['/', '/about/', '/region/east/', '/properties/', '/micc-upgrades/', '/internship/', '/gateway-program/'];

describe('pages built from the content blocks', () => {
  // axe runs on every route in a11y-gate.e2e.test.ts; here, the scrolled-through page's layout.
  it.each(PAGES.flatMap((uri) => [390, 1440].map((width) => ({ uri, width }))))('$uri at $width px fits its width once scrolled through', async ({ uri, width }) => {
    const page = await open(uri, width);
    await scrollThrough(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/blocks${uri.replace(/\//g, '-')}${width}.png`, fullPage: true });
    await page.close();
  });

  it('ship the accordion and the video player only to the pages that contain them, the video once it is near the screen', async () => {
    const leaves = { accordion: ':scope > details > summary', video: 'Play video: ' };
    const report: string[] = [];
    const atLoad: Record<string, string[]> = {};
    const afterScroll: Record<string, string[]> = {};
    for (const uri of ['/', '/about/', '/region/east/', '/micc-upgrades/']) {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      const scripts: Array<{ url: string; bytes: number; text: string }> = [];
      page.on('requestfinished', async (request) => {
        if (request.resourceType() !== 'script') return;
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        scripts.push({ url: request.url(), bytes: sizes.responseBodySize + sizes.responseHeadersSize, text: (await response?.text()) ?? '' });
      });
      const leavesLoaded = () => Object.entries(leaves).flatMap(([leaf, marker]) => (scripts.some((script) => script.text.includes(marker)) ? [leaf] : []));
      await page.goto(`${siteUrl}${uri}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(200);
      atLoad[uri] = leavesLoaded();
      const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
      const countAtLoad = scripts.length;
      // A visitor reads down the page: a leaf that waits to be seen is fetched on the way.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y <= height; y += 600) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(50);
      }
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(200);
      afterScroll[uri] = leavesLoaded();
      report.push(`${uri}: ${countAtLoad} scripts, ${(total / 1024).toFixed(1)} KiB transferred at load; leaves at load: ${atLoad[uri]?.join(', ') || 'none'}; after reading down: ${afterScroll[uri]?.join(', ') || 'none'}`);
      await page.close();
    }
    console.log(`JavaScript per page:\n${report.join('\n')}`);
    // The home page's video is below the fold: its player comes when the visitor gets near it.
    expect(atLoad['/']).toEqual([]);
    expect(afterScroll['/']).toEqual(['video']);
    expect(atLoad['/about/']).toEqual(['accordion']);
    expect(afterScroll['/about/']).toEqual(['accordion']);
    expect(atLoad['/region/east/']).toEqual(['accordion']);
    expect(afterScroll['/region/east/']).toEqual(['accordion']);
    expect(afterScroll['/micc-upgrades/']).toEqual([]);
  });
});
