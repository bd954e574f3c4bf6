/**
 * Every first tap works (docs/progressive-enhancement.md): taps made before the runtime has
 * arrived (the test holds the page's scripts back) at 390 and 1440 px, and the site with
 * JavaScript off. What HTML does (the menu, the search overlay, an accordion, a profile link) is
 * done at once and survives hydration (a swipe on a carousel too: its row scrolls natively); what
 * only the runtime does (a carousel's arrow) is done once it has arrived.
 */
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './chromium';
import { hydrated, PHONE, visit, WIDE } from './visit';

const siteUrl = inject('siteUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

interface HeldPage {
  readonly page: Page;
  readonly context: BrowserContext;
  /** Lets the held scripts (and every later one) through. */
  release(): Promise<void>;
}

/** A page at `width` whose own scripts are held back until `release()`: the runtime has not arrived. */
async function pageWithoutRuntime(width: number, path: string): Promise<HeldPage> {
  const phone = width === PHONE;
  const context = await browser.newContext({ viewport: { width, height: 860 }, hasTouch: phone, isMobile: phone });
  const held: Route[] = [];
  let released = false;
  await context.route(/\/_next\/static\/.*\.js$/, (route) => (released ? route.continue() : void held.push(route)));
  const page = await context.newPage();
  await page.goto(`${siteUrl}${path}`, { waitUntil: 'domcontentloaded' });
  return {
    page,
    context,
    async release() {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** A tap on a phone, a click on a desktop. */
const press = (page: Page, selector: string, width: number) => (width === PHONE ? page.tap(selector) : page.click(selector));

/** True while no element of the page has been hydrated by React. */
const beforeHydration = (page: Page) => page.evaluate(() => ![...document.querySelectorAll('header *')].some((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))));

const popoverOpen = (page: Page, id: string) => page.evaluate((popover) => document.getElementById(popover)?.matches(':popover-open') ?? false, id);

describe('a tap before the runtime has arrived', () => {
  it('on the menu button opens the menu at 390 px, and the menu stays open when the runtime arrives', async () => {
    const { page, context, release } = await pageWithoutRuntime(PHONE, '/');
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    expect(await beforeHydration(page)).toBe(true);
    await press(page, 'button[aria-controls="mobile-menu"]', PHONE);
    await expect(popoverOpen(page, 'mobile-menu')).resolves.toBe(true);
    // A submenu opened before the runtime stays open too.
    await page.locator('#mobile-menu summary', { hasText: 'About' }).tap();
    await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Leadership' }).first().isVisible()).resolves.toBe(true);
    await release();
    await hydrated(page, 'button[aria-controls="mobile-menu"]');
    await page.getByRole('button', { name: 'Close menu' }).waitFor();
    await expect(popoverOpen(page, 'mobile-menu')).resolves.toBe(true);
    await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Leadership' }).first().isVisible()).resolves.toBe(true);
    // The runtime now owns it: Close menu closes it and gives focus back to the hamburger.
    await page.getByRole('button', { name: 'Close menu' }).tap();
    await expect(popoverOpen(page, 'mobile-menu')).resolves.toBe(false);
    await context.close();
  });

  it.each([PHONE, WIDE])('on the search button at %i px opens the search, and the typed query is searched when the runtime arrives', async (width) => {
    const { page, context, release } = await pageWithoutRuntime(width, '/');
    await press(page, 'button[aria-controls="site-search"]', width);
    await expect(popoverOpen(page, 'site-search')).resolves.toBe(true);
    const input = page.locator('#site-search input[type="search"]');
    await input.click();
    await input.pressSequentially('warehouse');
    await release();
    await page.locator('#site-search').getByText(/^We found \d+ matches of "warehouse"$/).waitFor();
    await expect(input.inputValue()).resolves.toBe('warehouse');
    await expect(popoverOpen(page, 'site-search')).resolves.toBe(true);
    await context.close();
  });

  it.each([PHONE, WIDE])('on a FAQ question at %i px opens its answer, which stays open when the runtime arrives', async (width) => {
    const { page, context, release } = await pageWithoutRuntime(width, '/careers/');
    const question = page.locator('#faq summary').nth(1);
    await question.scrollIntoViewIfNeeded();
    await (width === PHONE ? question.tap() : question.click());
    const open = () => page.locator('#faq details').evaluateAll((list) => list.map((details) => (details as HTMLDetailsElement).open));
    await expect(open()).resolves.toEqual([false, true, false, false, false]);
    await release();
    await hydrated(page, 'header button[aria-controls="site-search"]');
    await expect(open()).resolves.toEqual([false, true, false, false, false]);
    await context.close();
  });

  it.each([PHONE, WIDE])('on a carousel arrow at %i px moves the carousel once the runtime has arrived', async (width) => {
    const { page, context, release } = await pageWithoutRuntime(width, '/');
    const carousel = page.getByRole('group', { name: 'Featured Properties', exact: true });
    const next = carousel.getByRole('button', { name: 'Next slide' });
    await next.scrollIntoViewIfNeeded();
    await (width === PHONE ? next.tap() : next.click());
    await release();
    await page.waitForFunction(() => document.querySelector('[aria-label="Featured Properties"] [data-current]')?.textContent?.includes('Meadowlands Logistics Center') ?? false);
    await context.close();
  });

  it('a sideways scroll on a carousel at 390 px moves it to the next slide: the row is the browser\'s own scroll, before the runtime and after', async () => {
    const { page, context, release } = await pageWithoutRuntime(PHONE, '/');
    const row = page.getByRole('group', { name: 'Featured Properties', exact: true }).locator('[data-carousel-track]');
    await row.scrollIntoViewIfNeeded();
    const box = await row.boundingBox();
    if (box === null) throw new Error('the carousel has no box');
    // A sideways scroll over the row (a trackpad's, as the browser takes a swipe): headless
    // Chromium's synthetic touch gestures are dropped unpredictably, so a wheel stands in for the finger.
    await page.mouse.move(box.x + box.width * 0.8, box.y + 120);
    await page.mouse.wheel(200, 0);
    expect(await beforeHydration(page)).toBe(true);
    // Snapped to the second slide.
    await page.waitForFunction(() => {
      const track = document.querySelector<HTMLElement>('[aria-label="Featured Properties"] [data-carousel-track]');
      const second = track?.children[1];
      return track !== null && second instanceof HTMLElement && Math.abs(track.scrollLeft - second.offsetLeft) <= 1;
    });
    await release();
    await hydrated(page, 'button[aria-controls="mobile-menu"]');
    await page.waitForFunction(() => document.querySelector('[aria-label="Featured Properties"] [data-current]')?.textContent?.includes('Meadowlands Logistics Center') ?? false);
    await context.close();
  });

  it.each([PHONE, WIDE])("on View Full Profile at %i px shows the profile, and the runtime's dialog then holds it", async (width) => {
    const { page, context, release } = await pageWithoutRuntime(width, '/leadership/');
    const link = page.getByRole('link', { name: 'View Full Profile of Tom Brennan' });
    await link.scrollIntoViewIfNeeded();
    if (width === WIDE) await link.hover();
    await (width === PHONE ? link.tap() : link.click());
    await page.waitForURL(/\?member=Tom\+Brennan#profile-tom-brennan$/);
    const copy = page.locator('#profile-tom-brennan');
    await copy.waitFor({ state: 'visible' });
    await expect(copy.getByRole('heading', { name: 'Tom Brennan' }).isVisible()).resolves.toBe(true);
    await release();
    await page.getByRole('dialog', { name: 'Tom Brennan' }).waitFor();
    await copy.waitFor({ state: 'hidden' });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Tom Brennan' }).waitFor({ state: 'hidden' });
    expect(page.url()).toBe(`${siteUrl}/leadership/`);
    await context.close();
  });
});

describe('a link to a profile without its fragment (?member= only: typed, shared, or from the CMS)', () => {
  it.each([PHONE, WIDE])('shows the profile at %i px before the runtime has arrived, and the runtime\'s dialog then holds it', async (width) => {
    const { page, context, release } = await pageWithoutRuntime(width, '/leadership/?member=Aisha+Carter');
    const copy = page.locator('#profile-aisha-carter');
    await copy.waitFor({ state: 'visible' });
    await expect(copy.getByRole('heading', { name: 'Aisha Carter' }).isVisible()).resolves.toBe(true);
    await release();
    await page.getByRole('dialog', { name: 'Aisha Carter' }).waitFor();
    await copy.waitFor({ state: 'hidden' });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Aisha Carter' }).waitFor({ state: 'hidden' });
    expect(page.url()).toBe(`${siteUrl}/leadership/`);
    await context.close();
  });
});

describe('with JavaScript off', () => {
  it.each([
    ['/vendors/', 'form[aria-label="Vendor enquiry"]'],
    ['/broker-toolkit/', 'form[aria-label="Broker toolkit request"]'],
    ['/careers/', '[role="group"][aria-label="Filter jobs"]'],
    ['/region/east/', 'button[aria-pressed]'],
    ['/', 'img[alt="Trucks arriving at a Larkspur cross-dock at sunrise"]'],
  ])('a visitor on %s sees %s in its place in the page', async (path, selector) => {
    const { page, close } = await visit(browser, siteUrl, path, WIDE, { javaScriptEnabled: false });
    const part = page.locator(selector).first();
    await part.scrollIntoViewIfNeeded();
    // Not waiting in hidden HTML at the end of the page for a script to move it into place.
    await expect(part.isVisible()).resolves.toBe(true);
    await close();
  });

  it('a phone visitor opens the menu and a submenu, and follows a link in it', async () => {
    const { page, close } = await visit(browser, siteUrl, '/', PHONE, { javaScriptEnabled: false });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await menu.waitFor({ state: 'visible' });
    await menu.locator('summary', { hasText: 'About' }).click();
    await menu.getByRole('link', { name: 'Leadership' }).first().click();
    await page.waitForURL(`${siteUrl}/leadership/`);
    await close();
  });

  it.each([PHONE, WIDE])('a visitor at %i px searches from the header and gets the results from the server', async (width) => {
    const { page, close } = await visit(browser, siteUrl, '/', width, { javaScriptEnabled: false });
    await page.getByRole('button', { name: 'Search Larkspur' }).click();
    const input = page.getByRole('searchbox', { name: 'Search Larkspur' });
    await input.fill('warehouse');
    await input.press('Enter');
    await page.waitForURL(`${siteUrl}/search/?q=warehouse`);
    await page.getByText(/^We found \d+ matches of "warehouse"$/).waitFor();
    const links = page.getByRole('list', { name: 'Search results' }).getByRole('link');
    await expect(links.count()).resolves.toBeGreaterThan(1);
    await expect(page.getByRole('searchbox', { name: 'Search Larkspur' }).inputValue()).resolves.toBe('warehouse');
    await close();
  });

  it('a visitor opens FAQ answers, one at a time', async () => {
    const { page, close } = await visit(browser, siteUrl, '/careers/', WIDE, { javaScriptEnabled: false });
    const questions = page.locator('#faq summary');
    await questions.nth(0).click();
    const open = () => page.locator('#faq details').evaluateAll((list) => list.map((details) => (details as HTMLDetailsElement).open));
    await expect(open()).resolves.toEqual([true, false, false, false, false]);
    await expect(page.locator('#faq details').nth(0).getByText('three to five weeks').isVisible()).resolves.toBe(true);
    await questions.nth(2).click();
    await expect(open()).resolves.toEqual([false, false, true, false, false]);
    await close();
  });

  it('a visitor opens a profile from View Full Profile and closes it', async () => {
    const { page, close } = await visit(browser, siteUrl, '/leadership/', PHONE, { javaScriptEnabled: false });
    await page.getByRole('link', { name: 'View Full Profile of Tom Brennan' }).click();
    const copy = page.locator('#profile-tom-brennan');
    await copy.waitFor({ state: 'visible' });
    await copy.getByRole('link', { name: 'Close profile' }).click();
    await page.waitForURL(`${siteUrl}/leadership/`);
    await expect(copy.isVisible()).resolves.toBe(false);
    await close();
  });

  it('a visitor lands on a typed or shared ?member= link with that profile shown, and closes it', async () => {
    const { page, close } = await visit(browser, siteUrl, '/leadership/?member=Aisha+Carter', PHONE, { javaScriptEnabled: false });
    const copy = page.locator('#profile-aisha-carter');
    await expect(copy.isVisible()).resolves.toBe(true);
    await expect(copy.getByRole('heading', { name: 'Aisha Carter' }).isVisible()).resolves.toBe(true);
    // Only the profile the address names is shown.
    await expect(page.locator('#profile-tom-brennan').isVisible()).resolves.toBe(false);
    await copy.getByRole('link', { name: 'Close profile' }).click();
    await page.waitForURL(`${siteUrl}/leadership/`);
    await expect(page.locator('#profile-aisha-carter').isVisible()).resolves.toBe(false);
    await close();
  });

  it("a visitor follows the news index's press contact (a CMS link without the fragment) to that profile", async () => {
    const { page, close } = await visit(browser, siteUrl, '/news/', WIDE, { javaScriptEnabled: false });
    await page.getByRole('complementary', { name: 'Press inquiries' }).getByRole('link', { name: 'Elena Whitfield' }).click();
    await page.waitForURL(`${siteUrl}/leadership/?member=Elena%20Whitfield`);
    const copy = page.locator('#profile-elena-whitfield');
    await expect(copy.isVisible()).resolves.toBe(true);
    await expect(copy.getByRole('heading', { name: 'Elena Whitfield' }).isVisible()).resolves.toBe(true);
    await close();
  });

  it('a visitor on a page with a form is told that sending it needs JavaScript', async () => {
    const { page, close } = await visit(browser, siteUrl, '/vendors/', PHONE, { javaScriptEnabled: false });
    await expect(page.getByText(/^Sending this form needs JavaScript/).first().isVisible()).resolves.toBe(true);
    await close();
  });
});
