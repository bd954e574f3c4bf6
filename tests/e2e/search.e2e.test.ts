/**
 * Site search: the header overlay and the search
 * block in real Chromium at 390 px and 1280 px, and the API it calls.
 */
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../../renderers/ui/search/use-site-search';
import { launchChromium } from './chromium';
import { axeViolations, DESKTOP, PHONE, visit, WIDE } from './visit';

const siteUrl = inject('siteUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const searchRequests = (page: Page): string[] => {
  const queries: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/search/') queries.push(url.searchParams.get('q') ?? '');
  });
  return queries;
};

/** Opens the header's search and waits for the live search, fetched when the overlay first opens, to take the server form's place. */
async function openSearch(page: Page) {
  await page.getByRole('button', { name: 'Search Larkspur' }).click();
  const input = page.getByRole('searchbox', { name: 'Search Larkspur' });
  await input.waitFor({ state: 'visible' });
  await page.locator('#site-search[data-search="live"]').waitFor({ state: 'attached' });
  return input;
}

const status = (page: Page) => page.getByRole('status').first();
const results = (page: Page) => page.getByRole('list', { name: 'Search results' }).getByRole('listitem');

describe('8. the header search', () => {
  it.each([WIDE, PHONE])('a visitor at %i px types a query and gets numbered results, each with its eyebrow, its title as the link and its excerpt with the words marked', async (width) => {
    const { page, errors, close } = await visit(browser, siteUrl, '/', width);
    const input = await openSearch(page);
    await expect(input.getAttribute('placeholder')).resolves.toBe('Search Larkspur');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');
    await input.pressSequentially('warehouse lease');
    await page.getByText(/^We found \d+ matches of "warehouse lease"$/).waitFor();
    const first = results(page).first();
    expect((await first.textContent())?.startsWith('1.')).toBe(true);
    await expect(first.textContent()).resolves.toContain('Insights - 03.05.2024');
    await expect(first.getByRole('link').textContent()).resolves.toBe('Five Questions Shippers Should Ask Before Signing a Warehouse Lease');
    const marked = await page.getByRole('list', { name: 'Search results' }).locator('mark').allTextContents();
    expect(marked.length).toBeGreaterThan(0);
    for (const word of marked) expect(word.toLowerCase()).toMatch(/^(warehouse|lease)/);
    expect(errors).toEqual([]);
    await page.screenshot({ path: `test-results/search-${width}.png` });
    await close();
  });

  it('a visitor sees "Searching..." at once, and the request goes out only once typing has paused 125 ms', async () => {
    const { page, close } = await visit(browser, siteUrl, '/', DESKTOP);
    const queries = searchRequests(page);
    const input = await openSearch(page);
    // Each value the box takes, on the page's clock: on a busy machine a keystroke can come more
    // than 125 ms after the previous one, and then a request for that prefix is what should happen.
    await page.evaluate(() => {
      const log: Array<{ t: number; value: string }> = [];
      const sent: Array<{ t: number; q: string }> = [];
      Object.assign(window, { searchInputs: log, searchSent: sent });
      document.addEventListener('input', (event) => {
        if (event.target instanceof HTMLInputElement && event.target.type === 'search') log.push({ t: performance.now(), value: event.target.value });
      }, true);
      const send = window.fetch.bind(window);
      window.fetch = (resource, init) => {
        const url = new URL(resource instanceof Request ? resource.url : String(resource), location.href);
        if (url.pathname === '/api/search/') sent.push({ t: performance.now(), q: url.searchParams.get('q') ?? '' });
        return send(resource, init);
      };
    });
    await input.pressSequentially('gateway', { delay: 40 });
    await expect(status(page).textContent()).resolves.toBe('Searching...');
    await page.getByText(/^We found \d+ matches of "gateway"$/).waitFor();
    expect(queries.at(-1)).toBe('gateway');
    const { inputs, requests } = await page.evaluate(() => {
      const recorded = window as unknown as { searchInputs: Array<{ t: number; value: string }>; searchSent: Array<{ t: number; q: string }> };
      return { inputs: recorded.searchInputs, requests: recorded.searchSent };
    });
    expect(requests.map((request) => request.q)).toEqual(queries);
    for (const request of requests) {
      // The value asked for was the box's value for 125 ms before the request went out.
      const typed = inputs.findLastIndex((entry) => entry.t <= request.t);
      expect(inputs[typed]?.value, JSON.stringify({ inputs, requests })).toBe(request.q);
      expect(request.t - (inputs[typed]?.t ?? 0), JSON.stringify({ inputs, requests })).toBeGreaterThanOrEqual(SEARCH_DEBOUNCE_MS - 5);
    }
    await close();
  });

  it('a visitor typing one character sends nothing, and deleting back to one character clears the results', async () => {
    const { page, close } = await visit(browser, siteUrl, '/', DESKTOP);
    const queries = searchRequests(page);
    const input = await openSearch(page);
    await input.pressSequentially('g');
    await page.waitForTimeout(400);
    expect(queries).toEqual([]);
    await expect(status(page).textContent()).resolves.toBe('');
    await input.pressSequentially('at');
    await page.getByText(/^We found \d+ matches of "gat"$/).waitFor();
    await input.press('Backspace');
    await input.press('Backspace');
    await expect(status(page).textContent()).resolves.toBe('');
    await expect(results(page).count()).resolves.toBe(0);
    await close();
  });

  it('a visitor whose query matches nothing is told so', async () => {
    const { page, close } = await visit(browser, siteUrl, '/', PHONE);
    const input = await openSearch(page);
    await input.fill('qqxzzv');
    await page.getByText('We couldn\'t find a match for "qqxzzv"').waitFor();
    await expect(results(page).count()).resolves.toBe(0);
    await close();
  });

  it('a visitor who types on while a slow answer is on its way sees only the newer query’s results', async () => {
    const { page, close } = await visit(browser, siteUrl, '/', DESKTOP);
    await page.route('**/api/search/?q=lease', async (route) => {
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.fulfill({ response }).catch(() => undefined);
    });
    const input = await openSearch(page);
    await input.fill('lease');
    await page.waitForTimeout(300);
    await input.fill('phoenix');
    await page.getByText(/^We found \d+ matches of "phoenix"$/).waitFor();
    const phoenix = await results(page).allTextContents();
    await page.waitForTimeout(1500);
    await expect(status(page).textContent()).resolves.toMatch(/of "phoenix"$/);
    expect(await results(page).allTextContents()).toEqual(phoenix);
    await close();
  });

  it('a visitor never sees an error when the search fails', async () => {
    const { page, errors, close } = await visit(browser, siteUrl, '/', DESKTOP);
    await page.route('**/api/search/**', (route) => route.fulfill({ status: 500, body: 'boom' }));
    const input = await openSearch(page);
    await input.fill('gateway');
    await page.waitForTimeout(600);
    await expect(status(page).textContent()).resolves.toBe('');
    await expect(results(page).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('a visitor clicks anywhere on a result and its page opens', async () => {
    const { page, close } = await visit(browser, siteUrl, '/', DESKTOP);
    const input = await openSearch(page);
    await input.fill('infill last mile');
    await page.getByText(/^We found \d+ matches of "infill last mile"$/).waitFor();
    const link = results(page).first().getByRole('link');
    await expect(link.getAttribute('href')).resolves.toBe('/news/infill-industrial-last-mile-outperforming/');
    // The corner of the result, away from the title: the whole result is the link's target.
    await results(page).first().click({ position: { x: 5, y: 5 } });
    await page.waitForURL(`${siteUrl}/news/infill-industrial-last-mile-outperforming/`);
    // The overlay closes once the new route has rendered (the URL changes just before).
    await expect.poll(() => page.locator('#site-search').isVisible()).toBe(false);
    await close();
  });

  it('a phone visitor cancels the search: it closes, the query is cleared and the results are gone', async () => {
    const { page, close } = await visit(browser, siteUrl, '/', PHONE);
    let input = await openSearch(page);
    await input.fill('gateway');
    await page.getByText(/^We found \d+ matches of "gateway"$/).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.locator('#site-search').isVisible()).resolves.toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('site-search');
    input = await openSearch(page);
    await expect(input.inputValue()).resolves.toBe('');
    await expect(results(page).count()).resolves.toBe(0);
    await close();
  });

  it('axe finds no violation with search results open', async () => {
    const { page, close } = await visit(browser, siteUrl, '/', DESKTOP);
    const input = await openSearch(page);
    await input.fill('warehouse');
    await page.getByText(/^We found \d+ matches of "warehouse"$/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });
});

describe('8. the search block', () => {
  it.each([PHONE, DESKTOP])('a visitor at %i px searches from the search page', async (width) => {
    const { page, errors, close } = await visit(browser, siteUrl, '/search/', width);
    const input = page.locator('main').getByRole('searchbox');
    await expect(input.getAttribute('placeholder')).resolves.toBe('Type here.');
    await input.pressSequentially('green lease leader');
    await page.locator('main').getByText(/^We found \d+ matches of "green lease leader"$/).waitFor();
    await expect(page.locator('main').getByRole('list', { name: 'Search results' }).getByRole('link').first().getAttribute('href')).resolves.toBe('/news/larkspur-named-green-lease-leader/');
    expect(errors).toEqual([]);
    await page.screenshot({ path: `test-results/search-block-${width}.png`, fullPage: true });
    await close();
  });
});

describe('the search page', () => {
  const main = (page: Page) => page.locator('main');
  const mainResults = (page: Page) => main(page).getByRole('list', { name: 'Search results' }).getByRole('listitem');

  it.each([PHONE, WIDE])('a visitor at %i px opens a shared /search/?q= link and reaches every match with "Load more"', async (width) => {
    const { page, errors, close } = await visit(browser, siteUrl, '/search/?q=warehouse', width);
    await expect(main(page).getByRole('searchbox').inputValue()).resolves.toBe('warehouse');
    const found = main(page).getByText(/^We found (\d+) matches of "warehouse"$/);
    await found.waitFor();
    const total = Number(/\d+/.exec((await found.textContent()) ?? '')?.[0]);
    expect(total).toBeGreaterThan(20);
    await expect(mainResults(page).count()).resolves.toBe(20);
    const more = main(page).getByRole('button', { name: 'Load more results' });
    while (await more.isVisible()) {
      const before = await mainResults(page).count();
      await more.click();
      await expect.poll(() => mainResults(page).count()).toBeGreaterThan(before);
      // The keyboard continues at the first new result, not at the top of the page.
      await expect.poll(() => page.evaluate(() => (document.activeElement?.hasAttribute('data-result') ? document.activeElement.closest('li')?.textContent : null))).toMatch(new RegExp(`^${before + 1}\\.`));
    }
    const links = main(page).getByRole('list', { name: 'Search results' }).getByRole('link');
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(hrefs).toHaveLength(total);
    expect(new Set(hrefs).size).toBe(total);
    // Every result has a title to read, and the numbering runs on.
    expect((await links.allTextContents()).every((title) => title.trim() !== '')).toBe(true);
    expect((await mainResults(page).last().textContent())?.startsWith(`${total}.`)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it.each([PHONE, WIDE])('a visitor at %i px searches, opens a result and comes Back to the same search', async (width) => {
    const { page, close } = await visit(browser, siteUrl, '/search/', width);
    await main(page).getByRole('searchbox').pressSequentially('gateway');
    await main(page).getByText(/^We found \d+ matches of "gateway"$/).waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('gateway');
    const first = mainResults(page).first().getByRole('link');
    const href = await first.getAttribute('href');
    await first.click();
    await page.waitForURL(`${siteUrl}${href}`);
    await page.goBack();
    await page.waitForURL(`${siteUrl}/search/?q=gateway`);
    await main(page).getByText(/^We found \d+ matches of "gateway"$/).waitFor();
    await expect(main(page).getByRole('searchbox').inputValue()).resolves.toBe('gateway');
    await expect(mainResults(page).first().getByRole('link').getAttribute('href')).resolves.toBe(href);
    await close();
  });

  it('a visitor who clears the box takes the query out of the URL', async () => {
    const { page, close } = await visit(browser, siteUrl, '/search/?q=gateway', PHONE);
    await main(page).getByText(/^We found \d+ matches of "gateway"$/).waitFor();
    await main(page).getByRole('searchbox').fill('');
    expect(new URL(page.url()).search).toBe('');
    await close();
  });
});

describe('9. GET /api/search/', () => {
  const search = async (query: string) => {
    const response = await fetch(`${siteUrl}/api/search/?q=${encodeURIComponent(query)}`);
    return { status: response.status, headers: response.headers, body: (await response.json()) as { results: Array<Record<string, unknown>> } };
  };

  it('a client gets {results: [{uri, title, excerpt, categories, date}]} with unix-second dates and cache headers', async () => {
    const { status: code, headers, body } = await search('green lease leader');
    expect(code).toBe(200);
    expect(headers.get('cache-control')).toContain('max-age=60');
    const [first] = body.results;
    expect(Object.keys(first ?? {}).sort()).toEqual(['categories', 'date', 'excerpt', 'title', 'uri']);
    expect(first).toMatchObject({ uri: '/news/larkspur-named-green-lease-leader/', categories: ['News', 'Sustainability'], date: Date.UTC(2024, 3, 22, 10) / 1000 });
    expect((body as { total?: number }).total).toBe(body.results.length);
  });

  it('a client sending an empty, huge or odd query gets a 4xx or no results, never a 5xx', async () => {
    expect(await search('')).toMatchObject({ status: 200, body: { results: [] } });
    expect((await search('x'.repeat(10_000))).status).toBe(400);
    for (const odd of ['\u202Egateway', '😀😀😀', 'ｇａｔｅｗａｙ', 'gate\u0000way', '\u0301\u0301\u0301', '%%%', '<script>']) {
      const { status: code, body } = await search(odd);
      expect(code).toBe(200);
      expect(Array.isArray(body.results)).toBe(true);
    }
    const lone = await fetch(`${siteUrl}/api/search/?q=%ED%A0%80gateway`);
    expect(lone.status).toBe(200);
  });
});
