import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './chromium';
import { openPage } from './news-support';
import { axeViolations, hydrated } from './visit';

const siteUrl = inject('siteUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('news pages for every visitor', () => {
  // Every route is checked as it first loads in a11y-gate.e2e.test.ts; here, the filtered states.
  it.each([
    ['the index filtered by category at 390 px', '/news/?category=insights', 390],
    ['the index filtered by year at 1280 px', '/news/?year=2023', 1280],
  ] as const)('axe finds no violation on %s', async (_, path, width) => {
    const { page, close } = await openPage(browser, `${siteUrl}${path}`, width);
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });

  it('axe finds no violation with a filter dropdown open', async () => {
    const { page, close } = await openPage(browser, `${siteUrl}/news/`);
    await hydrated(page, '[data-dropdown="tag"] button');
    await page.locator('[data-dropdown="tag"] button').click();
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });
});
