import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './chromium';
import { cardTitles, openPage } from './news-support';
import { hydrated } from './visit';

const siteUrl = inject('siteUrl');
let browser: Browser;
let total = 0;

beforeAll(async () => {
  browser = await launchChromium();
  const feed = await (await fetch(`${siteUrl}/news/feed.xml`)).text();
  total = (feed.match(/<item>/g) ?? []).length;
});
afterAll(() => browser?.close());

const articles = (page: Page) => page.locator('main article');
const dropdownButton = (page: Page, label: string) => page.locator(`[data-dropdown] button:has(.sr-only:text-is("${label}: "))`).filter({ visible: true });

/** Opens the index and waits for its filters and list to be interactive. */
async function openIndex(query = '', width = 1280) {
  const opened = await openPage(browser, `${siteUrl}/news/${query}`, width);
  await hydrated(opened.page, '[data-dropdown="year"] button');
  return opened;
}

async function waitForQuery(page: Page, query: string) {
  await page.waitForURL((url) => url.search === query, { timeout: 10_000 });
  await page.waitForLoadState('networkidle');
}

describe('the news index', () => {
  it('shows five articles with the first as a large featured card, and Load More adds six until none remain', async () => {
    const { page, status, errors, close } = await openIndex();
    expect(status).toBe(200);
    await expect(articles(page).count()).resolves.toBe(5);
    const [featured, second] = await Promise.all([articles(page).nth(0).boundingBox(), articles(page).nth(1).boundingBox()]);
    expect(featured?.width ?? 0).toBeGreaterThan((second?.width ?? 0) * 1.5);
    await expect(articles(page).nth(0).locator('h2').count()).resolves.toBe(1);
    let shown = 5;
    const seen = new Set(await cardTitles(page));
    while (shown < total) {
      await page.getByRole('button', { name: 'Load More' }).click();
      const expected = Math.min(total, shown + 6);
      await page.waitForFunction((count) => document.querySelectorAll('main article').length === count, expected);
      // Focus moves to the first article that arrived.
      await expect(page.evaluate(() => document.activeElement?.closest('li')?.querySelector('a')?.textContent ?? '')).resolves.toBe((await cardTitles(page))[shown]);
      shown = expected;
    }
    for (const title of await cardTitles(page)) seen.add(title);
    expect(seen.size).toBe(total);
    await expect(page.getByRole('button', { name: 'Load More' }).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('serves only the first page of articles in its HTML, and links the RSS feed', async () => {
    const html = await (await fetch(`${siteUrl}/news/`)).text();
    expect(html.match(/<article/g)?.length).toBe(5);
    expect(html).toMatch(/<link rel="alternate" type="application\/rss\+xml"[^>]*href="[^"]*\/news\/feed\.xml"/);
  });

  it('filters by a category button, keeps the filter in the URL, and a reload shows the same view', async () => {
    const { page, close } = await openIndex();
    await page.getByRole('button', { name: 'Load More' }).click();
    await page.waitForFunction(() => document.querySelectorAll('main article').length === 11);
    await page.getByRole('list', { name: 'Filter by category' }).getByRole('link', { name: 'Insights', exact: true }).click();
    await waitForQuery(page, '?category=insights');
    // Any change resets the count to the first five.
    await expect(articles(page).count()).resolves.toBe(5);
    const eyebrows = await articles(page).locator('p time').evaluateAll((times) => times.map((time) => time.parentElement?.textContent ?? ''));
    expect(eyebrows.every((text) => text.startsWith('Insights'))).toBe(true);
    await expect(page.locator('main header').textContent()).resolves.toContain('Practical advice from our leasing');
    const titles = await cardTitles(page);
    await page.reload({ waitUntil: 'load' });
    await expect(cardTitles(page)).resolves.toEqual(titles);
    await expect(page.getByRole('list', { name: 'Filter by category' }).getByRole('link', { name: 'Insights', exact: true }).getAttribute('aria-current')).resolves.toBe('true');
    await close();
  });

  it('preselects ?category= without regard to case and shows that category’s description as the hero text', async () => {
    const { page, close } = await openIndex('?category=RESEARCH');
    await expect(page.getByRole('list', { name: 'Filter by category' }).getByRole('link', { name: 'Research', exact: true }).getAttribute('aria-current')).resolves.toBe('true');
    await expect(page.locator('main header').textContent()).resolves.toContain('Market research on industrial supply, demand and rents');
    const research = (await (await fetch(`${siteUrl}/api/news/?category=research&first=5`)).json()) as { posts: Array<{ title: string }> };
    await expect(cardTitles(page)).resolves.toEqual(research.posts.map((post) => post.title));
    await close();
  });

  it('lists tags under “categories” without ESG or CEO, and the posts’ years under “years”', async () => {
    const { page, close } = await openIndex();
    await dropdownButton(page, 'categories').click();
    const tags = await page.locator('[data-dropdown="tag"] ul a').allTextContents();
    expect(tags[0]).toBe('ALL');
    expect(tags).toEqual(expect.arrayContaining(['Solar', 'Leasing', 'Market Outlook']));
    expect(tags.filter((tag) => ['esg', 'ceo'].includes(tag.toLowerCase()))).toEqual([]);
    await dropdownButton(page, 'years').click();
    await expect(page.locator('[data-dropdown="year"] ul a').allTextContents()).resolves.toEqual(['ALL', '2024', '2023', '2022', '2021']);
    await close();
  });

  it('opens one dropdown at a time; a click outside or Escape closes it', async () => {
    const { page, close } = await openIndex();
    const tags = dropdownButton(page, 'categories');
    const years = dropdownButton(page, 'years');
    await tags.click();
    await expect(tags.getAttribute('aria-expanded')).resolves.toBe('true');
    await years.click();
    await expect(tags.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(page.locator('[data-dropdown="tag"] ul').isVisible()).resolves.toBe(false);
    await expect(years.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.locator('h1').click();
    await expect(years.getAttribute('aria-expanded')).resolves.toBe('false');
    await years.focus();
    await page.keyboard.press('Enter');
    await expect(years.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(years.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).resolves.toBe('false');
    await close();
  });

  it('clears one filter with ALL and every filter with “clear all”', async () => {
    const { page, close } = await openIndex('?category=research&year=2024');
    const expected = (await (await fetch(`${siteUrl}/api/news/?category=research&year=2024&first=24`)).json()) as { posts: unknown[] };
    await expect(articles(page).count()).resolves.toBe(expected.posts.length);
    await dropdownButton(page, 'years').click();
    await page.locator('[data-dropdown="year"] ul').getByRole('link', { name: 'ALL', exact: true }).click();
    await waitForQuery(page, '?category=research');
    await expect(articles(page).count()).resolves.toBe(5);
    await page.getByRole('link', { name: 'clear all' }).click();
    await waitForQuery(page, '');
    await expect(page.getByRole('link', { name: 'clear all' }).count()).resolves.toBe(0);
    await expect(page.getByRole('list', { name: 'Filter by category' }).getByRole('link', { name: 'All', exact: true }).getAttribute('aria-current')).resolves.toBe('true');
    await close();
  });

  it('says so when no article matches the filters', async () => {
    const { page, close } = await openIndex('?category=research');
    await dropdownButton(page, 'categories').click();
    await page.locator('[data-dropdown="tag"] ul').getByRole('link', { name: 'Chicago', exact: true }).click();
    await waitForQuery(page, '?category=research&tag=chicago');
    await expect(page.getByRole('status').filter({ hasText: 'No articles to show with current filters' }).isVisible()).resolves.toBe(true);
    await expect(articles(page).count()).resolves.toBe(0);
    await close();
  });

  it('offers the category filter as a dropdown on a phone', async () => {
    const { page, errors, close } = await openIndex('', 390);
    await expect(page.getByRole('list', { name: 'Filter by category' }).isVisible()).resolves.toBe(false);
    const category = dropdownButton(page, 'category');
    await category.click();
    await page.locator('[data-dropdown="category"] ul').getByRole('link', { name: 'Sustainability', exact: true }).click();
    await waitForQuery(page, '?category=sustainability');
    await expect(category.textContent()).resolves.toContain('Sustainability');
    await expect(page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).resolves.toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'test-results/news-390.png', fullPage: true });
    expect(errors).toEqual([]);
    await close();
  });

  it('names the press contact, linked to the profile, and two addresses', async () => {
    const { page, close } = await openIndex();
    const press = page.getByRole('complementary', { name: 'Press inquiries' });
    await expect(press.textContent()).resolves.toContain('If you are a member of the press, please direct inquiries to:');
    await expect(press.getByRole('link', { name: 'Elena Whitfield' }).getAttribute('href')).resolves.toBe('/leadership/?member=Elena%20Whitfield');
    await expect(press.textContent()).resolves.toContain('(SVP, Communications)');
    await expect(press.locator('a[href^="mailto:"]').count()).resolves.toBe(2);
    await page.screenshot({ path: 'test-results/news-1280.png', fullPage: true });
    await close();
  });
});

describe('posts grids', () => {
  it('show a header and cards with thumbnail, “category | date”, title and excerpt, on the chosen colours', async () => {
    const { page, close } = await openPage(browser, `${siteUrl}/customers/`);
    const grid = page.locator('section', { has: page.getByRole('heading', { name: 'Insights for customers' }) });
    await expect(grid.getAttribute('class')).resolves.toMatch(/bg-lightcardboard/);
    await expect(grid.getAttribute('class')).resolves.toMatch(/text-slate/);
    const cards = grid.locator('article');
    await expect(cards.count()).resolves.toBe(3);
    await expect(cards.first().locator('img').count()).resolves.toBe(1);
    await expect(cards.first().locator('p:has(time)').textContent()).resolves.toMatch(/^Insights \| [A-Z][a-z]{2}\.? \d{4}$/);
    await expect(cards.first().getByRole('link').getAttribute('href')).resolves.toMatch(/^\/news\/[\w-]+\/$/);
    await close();
  });

  it('list the latest sustainability posts with rounded thumbnails', async () => {
    const { page, close } = await openPage(browser, `${siteUrl}/sustainability/`);
    const grid = page.locator('section', { has: page.getByRole('heading', { name: 'Latest sustainability news' }) });
    await expect(grid.locator('article').count()).resolves.toBe(3);
    await expect(grid.locator('article > div').first().getAttribute('class')).resolves.toContain('rounded-tl-[40px]');
    const first = await grid.locator('article h3').first().textContent();
    const api = (await (await fetch(`${siteUrl}/api/news/?category=sustainability&first=1`)).json()) as { posts: Array<{ title: string }> };
    expect(first).toBe(api.posts[0]?.title);
    await close();
  });
});

describe('the RSS feed', () => {
  it('is well-formed RSS with the newest posts, at most 50', async () => {
    const response = await fetch(`${siteUrl}/news/feed.xml`);
    expect(response.headers.get('content-type')).toContain('application/rss+xml');
    const xml = await response.text();
    const { page, close } = await openIndex();
    const parsed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        items: doc.querySelectorAll('item').length,
        first: doc.querySelector('item > title')?.textContent,
        link: doc.querySelector('item > link')?.textContent,
      };
    }, xml);
    expect(parsed.error).toBeNull();
    expect(parsed.items).toBe(Math.min(50, total));
    const api = (await (await fetch(`${siteUrl}/api/news/?first=1`)).json()) as { posts: Array<{ title: string; href: string }> };
    expect(parsed.first).toBe(api.posts[0]?.title);
    expect(parsed.link).toMatch(new RegExp(`${api.posts[0]?.href}$`));
    await close();
  });
});
