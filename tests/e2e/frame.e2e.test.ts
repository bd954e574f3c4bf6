/**
 * The global frame in real Chromium at 390 px and 1280 px.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './chromium';
import { axeViolations, DESKTOP, PHONE, visit } from './visit';
import { readSitemap } from '../support/sitemap';

const siteUrl = inject('siteUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const header = (page: Page) => page.locator('header').first();
const menuButton = (page: Page, label: string) => page.getByRole('button', { name: `${label} menu`, exact: true });

/** The id of a top-level menu's dropdown, from its button. */
async function dropdownOf(page: Page, label: string) {
  const id = await menuButton(page, label).getAttribute('aria-controls');
  return page.locator(`#${id}`);
}

describe('1. header', () => {
  it.each([PHONE, DESKTOP])('a visitor at %i px clicks the logo and lands on the home page', async (width) => {
    const { page, errors, close } = await visit(browser, siteUrl, '/about/', width);
    await header(page).getByRole('link', { name: 'Larkspur home' }).click();
    await page.waitForURL(`${siteUrl}/`);
    expect(errors).toEqual([]);
    await close();
  });

  it.each([PHONE, DESKTOP])('a visitor at %i px scrolls past 150 px and the header stays on top with a border', async (width) => {
    const { page, close } = await visit(browser, siteUrl, '/', width);
    const state = () =>
      header(page).evaluate((element) => ({ sticky: element.dataset.sticky, top: element.getBoundingClientRect().top, border: getComputedStyle(element).borderBottomColor }));
    await page.evaluate(() => window.scrollTo(0, 140));
    await page.waitForTimeout(100);
    const before = await state();
    expect(before.sticky).toBe('false');
    expect(before.border).toBe('rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.waitForTimeout(100);
    const after = await state();
    expect(after.sticky).toBe('true');
    expect(after.top).toBe(0);
    expect(after.border).not.toBe('rgba(0, 0, 0, 0)');
    await close();
  });

  it('a phone visitor opens the menu and the header is fixed over an inert, unscrollable page', async () => {
    const { page, close } = await visit(browser, siteUrl, '/', PHONE);
    await page.evaluate(() => window.scrollTo(0, 80));
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await header(page).evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    expect(await header(page).evaluate((element) => element.getBoundingClientRect().top)).toBe(0);
    expect(await page.evaluate(() => [document.querySelector('main')?.inert, getComputedStyle(document.documentElement).overflow])).toEqual([true, 'hidden']);
    await page.getByRole('button', { name: 'Close menu' }).click();
    expect(await header(page).evaluate((element) => getComputedStyle(element).position)).toBe('sticky');
    expect(await page.evaluate(() => document.querySelector('main')?.inert)).toBe(false);
    await close();
  });
});

describe('2. desktop navigation', () => {
  it('a visitor hovers Properties: its dropdown opens after the 100 ms debounce, with the featured panel', async () => {
    const { page, close } = await visit(browser, siteUrl, '/', DESKTOP);
    const menu = await dropdownOf(page, 'Properties');
    // Timed inside the page: from the pointer entering the item to the dropdown being shown.
    const delay = page.evaluate(
      (id) =>
        new Promise<number>((resolve) => {
          const list = document.getElementById(id);
          const item = list?.closest('li');
          let entered = 0;
          item?.addEventListener('mouseenter', () => (entered = performance.now()), { once: true });
          new MutationObserver((_, observer) => {
            if (list?.parentElement?.hidden === false) {
              observer.disconnect();
              resolve(performance.now() - entered);
            }
          }).observe(list?.parentElement as HTMLElement, { attributes: true });
        }),
      (await menu.getAttribute('id')) ?? '',
    );
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Properties', exact: true }).hover();
    expect(await delay).toBeGreaterThanOrEqual(95);
    await expect(menu.isVisible()).resolves.toBe(true);
    const items = await menu.getByRole('menuitem').allTextContents();
    expect(items.slice(0, 5)).toEqual(['Find Space', 'East Region', 'Central Region', 'West Region', 'Developments']);
    const featured = menu.getByRole('menuitem', { name: /Now leasing: Larkspur Gateway 303/ });
    await expect(featured.getAttribute('href')).resolves.toBe('/region/west/');
    await expect(featured.locator('img').isVisible()).resolves.toBe(true);
    await close();
  });

  it('a page arrives with the desktop menus closed and empty, and a hovered one fills with its items', async () => {
    // Every page carries the header: the closed menus' items would be elements parsed and hydrated unseen.
    const html = await (await fetch(`${siteUrl}/`)).text();
    expect(html).toContain('aria-controls="nav-menu-');
    expect(html.match(/role="menuitem"/g) ?? []).toEqual([]);
    const { page, close } = await visit(browser, siteUrl, '/', DESKTOP);
    const menu = await dropdownOf(page, 'About');
    await expect(menu.getByRole('menuitem', { includeHidden: true }).count()).resolves.toBe(0);
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'About', exact: true }).hover();
    await menu.waitFor({ state: 'visible' });
    await expect(menu.getByRole('menuitem', { name: 'Careers' }).isVisible()).resolves.toBe(true);
    await page.mouse.move(5, 700);
    await menu.waitFor({ state: 'hidden' });
    await expect(menu.getByRole('menuitem', { includeHidden: true }).count()).resolves.toBe(0);
    await close();
  });

  it('a visitor sees no featured panel in a dropdown whose item has none', async () => {
    const { page, close } = await visit(browser, siteUrl, '/', DESKTOP);
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'About', exact: true }).hover();
    const menu = await dropdownOf(page, 'About');
    await menu.waitFor({ state: 'visible' });
    await expect(menu.locator('img').count()).resolves.toBe(0);
    await close();
  });

  it('a visitor opens the Careers flyout from the About dropdown and clicks Internship: both close and the page opens', async () => {
    const { page, errors, close } = await visit(browser, siteUrl, '/', DESKTOP);
    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'About', exact: true }).hover();
    const about = await dropdownOf(page, 'About');
    await about.waitFor({ state: 'visible' });
    await about.getByRole('menuitem', { name: 'Careers' }).hover();
    const flyout = page.getByRole('menu', { name: 'Careers' });
    await flyout.waitFor({ state: 'visible' });
    await expect(about.getByRole('menuitem', { name: 'Careers' }).getAttribute('aria-expanded')).resolves.toBe('true');
    await flyout.getByRole('menuitem', { name: 'Internship' }).click();
    await page.waitForURL(`${siteUrl}/internship/`);
    await expect(about.isVisible()).resolves.toBe(false);
    await expect(flyout.isVisible()).resolves.toBe(false);
    expect(errors).toEqual([]);
    await close();
  });

  it('a visitor closes a dropdown by moving the mouse away, by clicking outside and with Escape', async () => {
    const { page, close } = await visit(browser, siteUrl, '/', DESKTOP);
    const link = page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Customers', exact: true });
    const menu = await dropdownOf(page, 'Customers');
    await link.hover();
    await menu.waitFor({ state: 'visible' });
    await page.mouse.move(200, 600);
    await menu.waitFor({ state: 'hidden' });

    await menuButton(page, 'Customers').click();
    await menu.waitFor({ state: 'visible' });
    await page.mouse.click(200, 600);
    await menu.waitFor({ state: 'hidden' });

    await menuButton(page, 'Customers').click();
    await menu.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await close();
  });

  it('a keyboard user opens, walks and closes the menus with the WAI-ARIA menu-button keys', async () => {
    const { page, close } = await visit(browser, siteUrl, '/', DESKTOP);
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    const button = menuButton(page, 'About');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    expect(await focused()).toBe('Our Company');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('Leadership');
    await page.keyboard.press('End');
    expect(await focused()).toBe('Careers');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('Our Company');
    await page.keyboard.press('s');
    expect(await focused()).toBe('Sustainability');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toBe('Our Company');
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toBe('Careers');
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe('Life at Larkspur');
    await page.keyboard.press('ArrowLeft');
    expect(await focused()).toBe('Careers');
    await page.keyboard.press('Escape');
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('About menu');

    await page.keyboard.press('ArrowUp');
    expect(await focused()).toBe('Careers');
    await page.keyboard.press('Tab');
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');

    await menuButton(page, 'Properties').focus();
    await page.keyboard.press('Space');
    expect(await focused()).toBe('Find Space');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${siteUrl}/properties/`);
    await close();
  });
});

describe('3. mobile navigation', () => {
  it('a phone visitor expands About, then Careers, which opens on a light blue-grey background', async () => {
    const { page, close } = await visit(browser, siteUrl, '/', PHONE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.isVisible()).resolves.toBe(true);
    const about = menu.locator('summary', { hasText: /^About$/ });
    await about.click();
    await expect(about.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open)).resolves.toBe(true);
    const careers = menu.locator('summary', { hasText: /^Careers$/ });
    const background = () => careers.evaluate((button) => getComputedStyle(button.parentElement as HTMLElement).backgroundColor);
    expect(await background()).toBe('rgba(0, 0, 0, 0)');
    await careers.click();
    await expect(menu.getByRole('link', { name: 'Internship' }).isVisible()).resolves.toBe(true);
    expect(await background()).not.toBe('rgba(0, 0, 0, 0)');
    // A depth-1 item stays on white when open.
    expect(await about.evaluate((button) => getComputedStyle(button.parentElement as HTMLElement).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
    await careers.click();
    await expect(menu.getByRole('link', { name: 'Internship' }).isVisible()).resolves.toBe(false);
    await close();
  });

  it('a phone visitor taps a leaf: its page opens in the same tab and the menu closes', async () => {
    const { page, close } = await visit(browser, siteUrl, '/', PHONE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'News & Insights' }).click();
    await page.waitForURL(`${siteUrl}/news/`);
    await expect(page.locator('#mobile-menu').isVisible()).resolves.toBe(false);
    await expect(page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).resolves.toBe('false');
    await close();
  });

  it('a phone visitor taps an item with a target and it opens in a new tab', async () => {
    const { page, close } = await visit(browser, siteUrl, '/', PHONE);
    await page.context().route('https://plus.larkspurlogistics.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Portal</title>' }));
    await page.getByRole('button', { name: 'Open menu' }).click();
    const login = page.locator('#mobile-menu').getByRole('link', { name: 'Customer Login' });
    await expect(login.getAttribute('target')).resolves.toBe('_blank');
    const [tab] = await Promise.all([page.waitForEvent('popup'), login.click()]);
    expect(tab.url()).toBe('https://plus.larkspurlogistics.com/login');
    expect(page.url()).toBe(`${siteUrl}/`);
    await close();
  });

  it('a keyboard user on a phone stays inside the open menu and returns to the hamburger on Escape', async () => {
    const { page, close } = await visit(browser, siteUrl, '/', PHONE);
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await hamburger.focus();
    await page.keyboard.press('Enter');
    // The browser opens the popover at once; the runtime learns of it from its toggle event and then
    // holds the focus inside (aria-expanded says it has).
    await expect.poll(() => page.locator('button[aria-controls="mobile-menu"][aria-expanded="true"]').count()).toBeGreaterThan(0);
    const insideHeader = () => page.evaluate(() => document.querySelector('header')?.contains(document.activeElement) ?? false);
    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press('Tab');
      expect(await insideHeader()).toBe(true);
    }
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await insideHeader()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-menu').isVisible()).resolves.toBe(false);
    // Focus is back on the hamburger, whose name follows the popover's toggle event.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu');
    await close();
  });

  it('a phone visitor closing the menu with the close button gets focus back on the hamburger', async () => {
    const { page, close } = await visit(browser, siteUrl, '/', PHONE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('mobile-menu');
    await close();
  });

  it('a visitor who widens the window past 1024 px sees the menu close', async () => {
    const { page, close } = await visit(browser, siteUrl, '/', PHONE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.setViewportSize({ width: DESKTOP, height: 860 });
    await page.locator('#mobile-menu').waitFor({ state: 'hidden' });
    // The runtime hears of the close from the popover's toggle event, a task later.
    await expect.poll(() => page.evaluate(() => document.querySelector('main')?.inert), { timeout: 30_000 }).toBe(false);
    await close();
  });
});

describe('4. Customer Login', () => {
  const portal = 'https://portal.larkspur-plus.example/tenants/acme';

  it.each([DESKTOP, PHONE])('a tenant at %i px with the login-portal cookie gets Customer Login linking to their portal', async (width) => {
    const { page, close } = await visit(browser, siteUrl, '/', width, {}, [{ name: 'login_portal', value: encodeURIComponent(portal) }]);
    if (width === PHONE) await page.getByRole('button', { name: 'Open menu' }).click();
    const login = page.getByRole('link', { name: 'Customer Login' }).locator('visible=true');
    // The server's HTML has the menu's own link; the cookie's portal replaces it once the runtime runs.
    await expect.poll(() => login.getAttribute('href'), { timeout: 30_000 }).toBe(portal);
    await close();
  });

  it('a visitor without the cookie, or with one that is not a web address, gets the menu’s own link', async () => {
    for (const cookies of [[], [{ name: 'login_portal', value: 'javascript:alert(1)' }], [{ name: 'login_portal', value: 'not a url' }]]) {
      const { page, close } = await visit(browser, siteUrl, '/', DESKTOP, {}, cookies);
      const login = page.getByRole('link', { name: 'Customer Login' }).locator('visible=true');
      await expect(login.getAttribute('href')).resolves.toBe('https://plus.larkspurlogistics.com/login');
      await close();
    }
  });
});

describe('5. footer', () => {
  it.each([PHONE, DESKTOP])('a visitor at %i px finds contact details, social links, menus, the cookie notice and the copyright', async (width) => {
    const { page, close } = await visit(browser, siteUrl, '/about/', width);
    const footer = page.locator('footer');
    const text = (await footer.textContent()) ?? '';
    expect(text).toContain('1450 Wynkoop Street');
    expect(text).toContain('©2024 Larkspur, All Rights Reserved');
    expect(text).toContain('We use cookies to understand how visitors use our site');
    await expect(footer.getByRole('link', { name: 'Larkspur on LinkedIn' }).getAttribute('href')).resolves.toBe('https://www.linkedin.com/company/larkspur-logistics');
    await expect(footer.getByRole('navigation', { name: 'Footer' }).getByRole('link').allTextContents()).resolves.toEqual(['About', 'Properties', 'News & Insights', 'Careers', 'Vendors', 'Contact']);
    await expect(footer.getByRole('navigation', { name: 'Legal' }).getByRole('link').allTextContents()).resolves.toEqual(['Privacy Policy', 'Terms of Use', 'Accessibility']);
    await expect(footer.getByRole('link', { name: 'Larkspur home' }).getAttribute('href')).resolves.toBe('/');
    await close();
  });

  it('a visitor on the facility-upgrades sub-site gets a footer logo linking to /micc-upgrades', async () => {
    const { page, close } = await visit(browser, siteUrl, '/micc-upgrades/dock-doors/', DESKTOP);
    const logo = page.locator('footer').getByRole('link', { name: /facility upgrades home/ });
    await expect(logo.getAttribute('href')).resolves.toMatch(/^\/micc-upgrades\/?$/);
    await close();
  });
});

describe('6. anchors, animation, links', () => {
  const offsetOf = (page: Page, id: string) => page.evaluate((target) => Math.round(document.getElementById(target)?.getBoundingClientRect().top ?? -1), id);

  it.each([PHONE, DESKTOP])('a visitor at %i px opening a link with a hash lands 70 px below the top of its section', async (width) => {
    const { page, close } = await visit(browser, siteUrl, '/about/#how-we-work', width);
    await page.waitForFunction(() => Math.abs((document.getElementById('how-we-work')?.getBoundingClientRect().top ?? 0) - 70) <= 1, undefined, { timeout: 10_000 });
    expect(Math.abs((await offsetOf(page, 'how-we-work')) - 70)).toBeLessThanOrEqual(1);
    // It is not under the sticky header.
    const headerBottom = await page.evaluate(() => document.querySelector('header')?.getBoundingClientRect().bottom ?? 0);
    expect(headerBottom).toBeLessThanOrEqual(70);
    await close();
  });

  it('a visitor clicking an in-page link scrolls smoothly to its section, 70 px below the top, and focus follows', async () => {
    const { page, close } = await visit(browser, siteUrl, '/about/', DESKTOP);
    await page.getByRole('link', { name: 'What we do' }).click();
    await page.waitForFunction(() => Math.abs((document.getElementById('what-we-do')?.getBoundingClientRect().top ?? 0) - 70) <= 1, undefined, { timeout: 5000 });
    expect(page.url()).toBe(`${siteUrl}/about/#what-we-do`);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('what-we-do');
    await close();
  });

  it('a visitor clicking a bare "#" link stays where they are', async () => {
    const { page, close } = await visit(browser, siteUrl, '/about/', DESKTOP);
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '#x', textContent: 'short' });
      document.getElementById('x')?.remove();
      const target = Object.assign(document.createElement('div'), { id: 'x' });
      document.querySelector('footer')?.append(link, target);
      window.scrollTo(0, 0);
    });
    await page.getByRole('link', { name: 'short' }).evaluate((link) => (link as HTMLElement).click());
    await page.waitForTimeout(300);
    // Left to the browser (a plain jump with no offset), not our smooth scroll.
    expect(await page.evaluate(() => Math.round(document.getElementById('x')?.getBoundingClientRect().top ?? -1))).not.toBe(70);
    await close();
  });

  it('a visitor scrolling down sees sections below the fold fade in', async () => {
    const { page, close } = await visit(browser, siteUrl, '/', DESKTOP);
    const pending = page.locator('main .cms-blocks > [data-fade="pending"]');
    // The runtime hides them as it starts, which may come after the network is idle.
    await expect.poll(() => pending.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await pending.first().evaluate((element) => getComputedStyle(element).opacity)).toBe('0');
    // Nothing in the first screen is hidden.
    expect(await page.locator('main .cms-blocks > *').first().getAttribute('data-fade')).toBeNull();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(() => document.querySelectorAll('main .cms-blocks > [data-fade="pending"]').length === 0, undefined, { timeout: 5000 });
    // Each fades for 600 ms; a busy machine may take longer to finish.
    const opacities = () => page.locator('main .cms-blocks > [data-fade]').evaluateAll((elements) => elements.map((element) => getComputedStyle(element).opacity));
    await expect.poll(async () => new Set(await opacities()), { timeout: 30_000 }).toEqual(new Set(['1']));
    await close();
  });

  it('a visitor who prefers reduced motion sees no fading at all', async () => {
    const { page, close } = await visit(browser, siteUrl, '/', DESKTOP, { reducedMotion: 'reduce' });
    await expect(page.locator('[data-fade]').count()).resolves.toBe(0);
    await close();
  });

  it('a visitor without JavaScript (or a crawler) sees every section', async () => {
    const { page, close } = await visit(browser, siteUrl, '/', DESKTOP, { javaScriptEnabled: false });
    const hidden = await page.locator('main .cms-blocks > *').evaluateAll((elements) => elements.filter((element) => getComputedStyle(element).opacity !== '1').length);
    expect(hidden).toBe(0);
    await close();
  });

  it('a visitor downloads the ESG summary from its PDF link (served here while CMS_MEDIA_URL is unset)', async () => {
    const { page, close } = await visit(browser, siteUrl, '/sustainability/', DESKTOP);
    const href = await page.getByRole('link', { name: '2023 ESG summary (PDF)' }).getAttribute('href');
    expect(href).toBe('/wp-content/uploads/2024/04/larkspur-esg-summary-2023.pdf');
    const response = await page.request.get(`${siteUrl}${href}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    await close();
  });
});

describe('7. SEO', () => {
  const publicHost = process.env.PUBLIC_SITE_URL ?? 'http://localhost:3000';
  const meta = (page: Page, key: string) => page.locator(`meta[property="${key}"], meta[name="${key}"]`).first().getAttribute('content');

  it('a crawler reads an article’s canonical URL, Open Graph article data, image, dates and large card', async () => {
    const { page, close } = await visit(browser, siteUrl, '/news/larkspur-completes-gateway-303-distribution-campus/', DESKTOP);
    await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe(`${publicHost}/news/larkspur-completes-gateway-303-distribution-campus/`);
    await expect(meta(page, 'og:type')).resolves.toBe('article');
    await expect(meta(page, 'og:title')).resolves.toBeTruthy();
    await expect(meta(page, 'og:image')).resolves.toMatch(/^https?:\/\//);
    await expect(meta(page, 'article:published_time')).resolves.toMatch(/^2024-05-14/);
    await expect(meta(page, 'twitter:card')).resolves.toBe('summary_large_image');
    await expect(meta(page, 'description')).resolves.toBeTruthy();
    await close();
  });

  it('a crawler reads a page as an Open Graph website with its modified date', async () => {
    const { page, close } = await visit(browser, siteUrl, '/about/', DESKTOP);
    await expect(meta(page, 'og:type')).resolves.toBe('website');
    await expect(meta(page, 'og:updated_time')).resolves.toMatch(/^\d{4}-\d{2}-\d{2}/);
    await close();
  });

  it.each(['/', '/news/five-questions-before-signing-a-warehouse-lease/'])('a crawler finds the Organization in JSON-LD on %s', async (path) => {
    const { page, close } = await visit(browser, siteUrl, path, DESKTOP);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as Record<string, unknown>;
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Larkspur Logistics', url: `${publicHost}/` });
    expect(data.sameAs).toContain('https://www.linkedin.com/company/larkspur-logistics');
    await close();
  });

  it('a crawler reads the sitemap index and its files with every page and post on the public host, and robots.txt pointing at it', async () => {
    const { index, files } = await readSitemap(siteUrl);
    expect(index).toContain(`<loc>${publicHost}/sitemap/0.xml</loc>`);
    const sitemap = files.join('\n');
    expect(sitemap).toContain(`<loc>${publicHost}/</loc>`);
    expect(sitemap).toContain(`<loc>${publicHost}/about/</loc>`);
    expect(sitemap).toContain(`<loc>${publicHost}/news/infill-industrial-last-mile-outperforming/</loc>`);
    expect(sitemap).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    const robots = await (await fetch(`${siteUrl}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${publicHost}/sitemap.xml`);
    expect(robots).toContain('Disallow: /api/');
  });
});

describe('accessibility', () => {
  it('axe finds no violation on the home page with the menus closed and open, at 1280 px', async () => {
    const { page, close } = await visit(browser, siteUrl, '/', DESKTOP);
    expect(await axeViolations(page)).toEqual([]);
    await menuButton(page, 'Properties').focus();
    await page.keyboard.press('Enter');
    await (await dropdownOf(page, 'Properties')).waitFor({ state: 'visible' });
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await menuButton(page, 'About').focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowRight');
    await page.getByRole('menu', { name: 'Careers' }).waitFor({ state: 'visible' });
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });

  it('axe finds no violation on the home page with the menu closed and open, at 390 px', async () => {
    const { page, close } = await visit(browser, siteUrl, '/', PHONE);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu summary', { hasText: /^About$/ }).click();
    await page.locator('#mobile-menu summary', { hasText: /^Careers$/ }).click();
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });
});
