/**
 * People and places as a visitor meets them: the profile modal from every card that opens it and
 * from a shared `?member=` link, closed with Escape or its close control; the region map's
 * toggles, delayed state hover, tooltips and market links, by pointer and by keyboard; the
 * region, market and leadership pages free of accessibility violations; and the JavaScript a
 * region page transfers.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './chromium';
import { scriptTransfer } from './script-transfer';

const siteUrl = inject('siteUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const WIDTHS = [390, 1280] as const;

async function open(uri: string, width: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const response = await page.goto(`${siteUrl}${uri}`, { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  return page;
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');
const scrollLocked = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow === 'hidden');
const member = (page: Page) => page.evaluate(() => new URL(window.location.href).searchParams.get('member'));

/** Opens `name`'s profile from its link, checks the modal, the URL and the scroll lock, and closes it. */
async function openAndClose(page: Page, linkName: string, name: string, closeWith: 'Escape' | 'button'): Promise<void> {
  const link = page.getByRole('link', { name: linkName }).first();
  await link.scrollIntoViewIfNeeded();
  await link.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  expect(await member(page)).toBe(name);
  expect(await scrollLocked(page)).toBe(true);
  if (closeWith === 'Escape') await page.keyboard.press('Escape');
  else await dialog.getByRole('button', { name: 'Close profile' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(await member(page)).toBeNull();
  expect(await scrollLocked(page)).toBe(false);
  expect(await focusedText(page)).toContain(linkName.replace('View Full Profile of ', '').replace('View full profile of ', ''));
}

describe.each(WIDTHS)('at %i px, a visitor', (width) => {
  it('opens a leader profile from meet-our-leaders and closes it with Escape', async () => {
    const page = await open('/leadership/', width);
    await openAndClose(page, 'View Full Profile of Rachel Moreno', 'Rachel Moreno', 'Escape');
    await page.close();
  });

  it("opens a director's profile from the board and closes it with the close control", async () => {
    const page = await open('/leadership/', width);
    await openAndClose(page, 'View Full Profile of Margaret Thornton', 'Margaret Thornton', 'button');
    await page.close();
  });

  it('opens a profile from a team-grid tile, among quote tiles', async () => {
    const page = await open('/about/', width);
    await expect(page.getByText('Our research is published for everyone').isVisible()).resolves.toBe(true);
    await openAndClose(page, 'View Full Profile of Daniel Osei', 'Daniel Osei', 'Escape');
    await page.close();
  });

  it("opens the author's profile from a large quote", async () => {
    const page = await open('/micc-upgrades/', width);
    await openAndClose(page, 'View full profile of Daniel Osei', 'Daniel Osei', 'button');
    await page.close();
  });

  it('lands on a shared ?member= link with that profile open, and Back closes it after a click', async () => {
    const page = await open('/leadership/?member=Aisha+Carter', width);
    const dialog = page.getByRole('dialog', { name: 'Aisha Carter' });
    await dialog.waitFor();
    await expect(dialog.getByText('Atlanta').first().isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(`${siteUrl}/leadership/`);

    await page.getByRole('link', { name: 'View Full Profile of Tom Brennan' }).click();
    await page.getByRole('dialog', { name: 'Tom Brennan' }).waitFor();
    await page.goBack();
    await page.getByRole('dialog', { name: 'Tom Brennan' }).waitFor({ state: 'hidden' });
    await page.close();
  });
});

describe('the region map', () => {
  it('toggles a region from its header, and back to all', async () => {
    const page = await open('/region/west/', 1280);
    const west = page.getByRole('button', { name: /^West Region/ });
    await west.click();
    // The map's behaviour comes as it nears the viewport: a tap before then is done once it has.
    await expect.poll(() => west.getAttribute('aria-pressed')).toBe('true');
    await expect(west.textContent()).resolves.toContain('33.10M Total SF');
    await expect(west.textContent()).resolves.toContain('160 Properties');
    await expect(page.locator('[data-map-marker]').count()).resolves.toBe(6);
    await expect(page.locator('use[data-state="Texas"]').getAttribute('fill')).resolves.toBe('#40616a');
    await west.click();
    await expect(west.getAttribute('aria-pressed')).resolves.toBe('false');
    await expect(page.locator('[data-map-marker]').count()).resolves.toBe(19);
    await page.close();
  });

  it('keeps a region chosen with its header when the pointer then leaves the block without crossing the map', async () => {
    const page = await open('/region/west/', 1280);
    const east = page.getByRole('button', { name: /^East Region/ });
    await east.click();
    // Up from the toggles to the page's corner: the pointer leaves the block, never the map below the toggles.
    await page.mouse.move(5, 5, { steps: 5 });
    await page.waitForTimeout(400);
    await expect(east.getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(page.locator('[data-map-marker]').count()).resolves.toBe(7);
    await page.close();
  });

  it('sets the region of a hovered state after 300 ms, and resets it on leaving the map', async () => {
    const page = await open('/region/central/', 1280);
    const kansas = page.locator('use[data-state="Kansas"]');
    await kansas.scrollIntoViewIfNeeded();
    const box = await kansas.boundingBox();
    if (box === null) throw new Error('Kansas is not on the map');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(150);
    await expect(page.getByRole('button', { name: /^Central Region/ }).getAttribute('aria-pressed')).resolves.toBe('false');
    await page.waitForTimeout(300);
    await expect(page.getByRole('button', { name: /^Central Region/ }).getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(page.locator('use[data-state="California"]').getAttribute('fill')).resolves.toBe('#40616a');
    await page.mouse.move(5, 5);
    await expect(page.getByRole('button', { name: /^Central Region/ }).getAttribute('aria-pressed')).resolves.toBe('false');
    await page.close();
  });

  it("gives every marker a finger-wide target on a phone, and a tap on a marker's dot opens its tooltip", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    expect((await page.goto(`${siteUrl}/region/east/`, { waitUntil: 'networkidle' }))?.status()).toBe(200);
    const map = page.locator('svg[aria-label="Map of our markets by region"]');
    await map.scrollIntoViewIfNeeded();
    // The hit boxes grow once the map has measured itself after hydration.
    await expect
      .poll(() => page.locator('[data-map-marker] rect').evaluateAll((rects) => Math.min(...rects.map((rect) => Math.min(rect.getBoundingClientRect().width, rect.getBoundingClientRect().height)))))
      .toBeGreaterThanOrEqual(24);
    const dot = page.locator('[data-map-marker] circle:last-of-type').first();
    const box = await dot.boundingBox();
    expect(box).not.toBeNull();
    if (box === null) return;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const tooltip = page.locator('[data-map-tooltip] [role="group"]').first();
    await tooltip.waitFor();
    await expect(tooltip.textContent()).resolves.toMatch(/\d+ Properties.*SF/);
    await page.close();
  });

  it("shows a market's tooltip on hover, with a 'see market' link to its page in a new tab", async () => {
    const page = await open('/region/east/', 1280);
    const marker = page.locator('[data-map-marker] circle').first();
    await marker.scrollIntoViewIfNeeded();
    await marker.hover({ force: true });
    const tooltip = page.locator('[data-map-tooltip] [role="group"]').first();
    await tooltip.waitFor();
    await expect(tooltip.textContent()).resolves.toMatch(/\d+ Properties.*SF/);
    const link = tooltip.getByRole('link', { name: /see market/ });
    await expect(link.getAttribute('target')).resolves.toBe('_blank');
    // Followed from the keyboard: a pointer travelling to the tooltip may cross a state without a
    // marker, which closes the tooltip by design.
    await link.focus();
    const [market] = await Promise.all([page.context().waitForEvent('page'), link.press('Enter')]);
    await market.waitForLoadState();
    expect(market.url()).toMatch(/\/market\/[a-z-]+\/$/);
    await expect(market.locator('h1').textContent()).resolves.not.toBe('');
    await market.close();
    await page.mouse.click(5, 5);
    await tooltip.waitFor({ state: 'detached' });
    await page.close();
  });

  it('works with the keyboard alone: a region toggle, a marker and its market link', async () => {
    const page = await open('/region/east/', 1280);
    const east = page.getByRole('button', { name: /^East Region/ });
    await east.focus();
    await page.keyboard.press('Enter');
    // The map's behaviour comes as it nears the viewport (or is focused): a key press before then is done once it has.
    await expect.poll(() => east.getAttribute('aria-pressed')).toBe('true');
    let focused: string | null | undefined;
    for (let step = 0; step < 5 && !focused; step += 1) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => document.activeElement?.getAttribute('data-map-marker'));
    }
    expect(focused).toBeTruthy();
    await expect(page.locator('[data-map-tooltip] a').first().isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.locator('[data-map-tooltip]').count()).resolves.toBe(0);
    await page.close();
  });

  it('on a phone, says "Tap to explore markets", zooms to a region and closes a tooltip with its close icon', async () => {
    const page = await open('/region/west/', 390);
    await expect(page.getByText('Tap to explore markets').isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: /^East Region/ }).click();
    await expect(page.locator('svg[aria-label="Map of our markets by region"] > g').evaluate((g) => getComputedStyle(g).transform)).resolves.not.toBe('none');
    await page.locator('[data-map-marker]').first().dispatchEvent('click');
    const close = page.locator('[data-map-tooltip] button').first();
    await close.waitFor();
    await close.click();
    await expect(page.locator('[data-map-tooltip]').count()).resolves.toBe(0);
    await page.close();
  });

  it('lists every market as a link for visitors without a pointer', async () => {
    const page = await open('/region/central/', 1280);
    await expect(page.getByRole('link', { name: 'Dallas–Fort Worth', exact: true }).getAttribute('href')).resolves.toBe('/market/dallas-fort-worth/');
    await page.close();
  });

  it('shows the static layered map on development pages', async () => {
    const page = await open('/developments/', 1280);
    await expect(page.locator('img[src="/maps/us-map-base.svg"]').count()).resolves.toBe(1);
    await expect(page.locator('[data-map-marker]').count()).resolves.toBe(0);
    await page.close();
  });
});

/** The map's box, and every state and marker dot drawn, in page pixels. */
async function mapGeometry(page: Page) {
  return page.locator('svg[aria-label="Map of our markets by region"]').evaluate((svg) => {
    const rect = (element: Element) => {
      const { left, top, right, bottom } = element.getBoundingClientRect();
      return { left, top, right, bottom };
    };
    return {
      box: rect(svg),
      states: rect(svg.querySelector('g > g')!),
      dots: [...svg.querySelectorAll('[data-map-marker] circle:last-of-type')].map(rect),
    };
  });
}

const inside = (outer: { left: number; top: number; right: number; bottom: number }, inner: typeof outer, slack = 1) =>
  inner.left >= outer.left - slack && inner.right <= outer.right + slack && inner.top >= outer.top - slack && inner.bottom <= outer.bottom + slack;

describe.each([360, 390, 768, 1440])('at %i px, a visitor on the region map', (width) => {
  it('sees the whole country first, filling the map without blank space, then every market of a chosen region inside the map', async () => {
    const page = await open('/region/east/', width);
    const map = page.locator('svg[aria-label="Map of our markets by region"]');
    await map.scrollIntoViewIfNeeded();
    const first = await mapGeometry(page);
    expect(inside(first.box, first.states)).toBe(true);
    // The country fills the box (920×600, the country a little wider than that): no band of blank map.
    expect(first.states.bottom - first.states.top).toBeGreaterThan((first.box.bottom - first.box.top) * 0.85);
    expect(first.states.right - first.states.left).toBeGreaterThan((first.box.right - first.box.left) * 0.95);
    for (const region of ['West Region', 'Central Region', 'East Region']) {
      // Each market of the list below the map has its own marker (no two share a coordinate).
      const markets = await page.getByRole('region', { name: `${region} markets` }).getByRole('link').count();
      expect(markets).toBeGreaterThan(0);
      const toggle = page.getByRole('button', { name: new RegExp(`^${region}`) });
      await toggle.click();
      await page.waitForTimeout(450);
      const zoomed = await mapGeometry(page);
      expect(zoomed.dots, region).toHaveLength(markets);
      for (const dot of zoomed.dots) expect(inside(zoomed.box, dot), `${region}: a market outside the map`).toBe(true);
      await toggle.click();
    }
    await page.close();
  });
});

describe('people and places pages', () => {
  const PAGES = ['/leadership/', '/region/east/', '/market/chicago/', '/about/'];
  // axe runs on every route in a11y-gate.e2e.test.ts; here, the layout at each width.
  it.each(PAGES.flatMap((uri) => WIDTHS.map((width) => ({ uri, width }))))('$uri at $width px fits its width', async ({ uri, width }) => {
    const page = await open(uri, width);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/people${uri.replace(/\//g, '-')}${width}.png`, fullPage: true });
    await page.close();
  });

  it('a market page shows its figures and contacts', async () => {
    const page = await open('/market/phoenix/', 1280);
    await expect(page.locator('h1').textContent()).resolves.toBe('Phoenix');
    await expect(page.getByRole('link', { name: '510-555-0142' }).getAttribute('href')).resolves.toBe('tel:+15105550142');
    await page.close();
  });

  it('a region page transfers its JavaScript, with the map and accordion as their own chunks', async () => {
    const { scripts, bytes } = await scriptTransfer(browser, `${siteUrl}/region/east/`);
    console.log(`JavaScript on /region/east/: ${scripts.length} scripts, ${(bytes / 1024).toFixed(1)} KiB transferred`);
    expect(bytes).toBeGreaterThan(0);
  });
});
