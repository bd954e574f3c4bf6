import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './chromium';
import { axeViolations, hydrated, openPage } from './news-support';

const siteUrl = inject('siteUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('news pages for every visitor', () => {
  it.each([
    ['the index at 1280 px', '/news/', 1280],
    ['the index at 390 px', '/news/?category=insights', 390],
    ['an article at 1280 px', '/news/larkspur-acquires-inland-empire-portfolio/', 1280],
    ['an article at 390 px', '/news/five-questions-before-signing-a-warehouse-lease/', 390],
  ] as const)('axe finds no WCAG A/AA violation on %s', async (_, path, width) => {
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
