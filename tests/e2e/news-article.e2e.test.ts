import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pdfText, squash } from '../support/pdf-text';
import { launchChromium } from './chromium';
import { openPage } from './news-support';
import { hydrated } from './visit';

const siteUrl = inject('siteUrl');
/** Pages are prerendered with the public host the site was built with. */
const publicHost = process.env.PUBLIC_SITE_URL ?? 'http://localhost:3000';
const ACQUISITION = '/news/larkspur-acquires-inland-empire-portfolio/';
const LEASE_QUESTIONS = '/news/five-questions-before-signing-a-warehouse-lease/';
const CHARGERS = '/news/larkspur-adds-electric-truck-chargers-southern-california/';
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('an article', () => {
  it('shows the eyebrow, title, lead image, body, About box with tel and mailto links, and the way back', async () => {
    const { page, status, errors, close } = await openPage(browser, `${siteUrl}${ACQUISITION}`);
    expect(status).toBe(200);
    const article = page.locator('main article[data-theme="light"]');
    await expect(article.evaluate((element) => getComputedStyle(element).colorScheme)).resolves.toBe('light');
    await expect(article.locator('p:has(time)').first().textContent()).resolves.toBe('News | Jun. 18, 2024');
    await expect(page.locator('h1').textContent()).resolves.toBe('Larkspur Acquires 2.1 Million Square Foot Inland Empire Portfolio');
    await expect(page.locator('[data-byline]').count()).resolves.toBe(0);
    // The lead image, through the image optimizer.
    await expect(article.locator('img[src*="url=%2Fimages%2Fport-cranes.jpg"]').count()).resolves.toBe(1);
    await expect(article.locator('blockquote cite').textContent()).resolves.toBe('Rachel Moreno, Chief Investment Officer');
    const about = page.getByRole('region', { name: 'About Larkspur Logistics' });
    await expect(about.textContent()).resolves.toContain('Contact:');
    await expect(about.locator('a[href^="tel:"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).resolves.toEqual(['tel:+13035550188', 'tel:+12135550147']);
    await expect(about.locator('a[href^="mailto:"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).resolves.toEqual([
      'mailto:media@larkspurlogistics.com',
      'mailto:press@harborpointcapital.com',
    ]);
    await expect(page.getByRole('link', { name: 'Back to news & insights' }).getAttribute('href')).resolves.toBe('/news/');
    expect(errors).toEqual([]);
    await page.screenshot({ path: 'test-results/article-1280.png', fullPage: true });
    await close();
  });

  it('shows a byline only when the post displays its author, and a bold lead paragraph instead of an image', async () => {
    const { page, close } = await openPage(browser, `${siteUrl}${LEASE_QUESTIONS}`, 390);
    await expect(page.locator('[data-byline]').textContent()).resolves.toBe('By Jordan Ellis, Senior Vice President, Leasing');
    await expect(page.locator('main article p:has(time)').first().textContent()).resolves.toBe('Insights | Mar. 2024');
    const lead = page.locator('main article p.font-semibold', { hasText: 'Rent is the number everyone negotiates' });
    await expect(lead.evaluate((element) => Number(getComputedStyle(element).fontWeight))).resolves.toBeGreaterThanOrEqual(600);
    await expect(page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).resolves.toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'test-results/article-390.png', fullPage: true });
    await close();
  });

  it('hides the contact list when the post says so, and shows the post’s own media contact instead of the default', async () => {
    const hidden = await openPage(browser, `${siteUrl}${LEASE_QUESTIONS}`);
    const about = hidden.page.getByRole('region', { name: 'About Larkspur Logistics' });
    await expect(about.textContent()).resolves.toContain('owns, develops and leases');
    await expect(about.locator('[data-contacts]').count()).resolves.toBe(0);
    await hidden.close();
    const own = await openPage(browser, `${siteUrl}${CHARGERS}`);
    const contacts = own.page.locator('[data-contacts]');
    await expect(contacts.textContent()).resolves.toContain('Nadia Fernandes, Sustainability Communications');
    await expect(contacts.locator('a[href="mailto:sustainability@larkspurlogistics.com"]').count()).resolves.toBe(1);
    await expect(contacts.locator('a[href="mailto:media@larkspurlogistics.com"]').count()).resolves.toBe(0);
    await own.close();
  });

  it('describes itself as a NewsArticle, with Open Graph type article', async () => {
    const { page, close } = await openPage(browser, `${siteUrl}${LEASE_QUESTIONS}`);
    const blocks = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>));
    const ld = blocks.find((block) => block['@type'] === 'NewsArticle');
    expect(ld).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Five Questions Shippers Should Ask Before Signing a Warehouse Lease',
      author: { '@type': 'Person', name: 'Jordan Ellis' },
      publisher: { '@type': 'Organization', name: 'Larkspur Logistics' },
      url: `${publicHost}${LEASE_QUESTIONS}`,
    });
    await expect(page.locator('meta[property="og:type"]').getAttribute('content')).resolves.toBe('article');
    await close();
  });
});

describe('the share row', () => {
  it('copies the page link: the tooltip reads Copy, then Copied!, then Copy again after 2 s', async () => {
    const { page, close } = await openPage(browser, `${siteUrl}${ACQUISITION}`, 1280, { permissions: ['clipboard-read', 'clipboard-write'] });
    const button = page.getByRole('button', { name: 'Copy link' });
    await hydrated(page, 'button[aria-label="Copy link"]');
    const tooltipId = (await button.getAttribute('aria-describedby')) ?? '';
    await expect(page.locator(`[id="${tooltipId}"]`).textContent()).resolves.toBe('Copy');
    // The page notes when the tooltip changes, so the 2 s are measured where they happen.
    const changes = page.evaluate(
      (id) =>
        new Promise<number[]>((resolve) => {
          const element = document.getElementById(id);
          let copiedAt = 0;
          const observer = new MutationObserver(() => {
            if (element?.textContent === 'Copied!' && copiedAt === 0) copiedAt = performance.now();
            if (element?.textContent === 'Copy' && copiedAt > 0) {
              observer.disconnect();
              resolve([copiedAt, performance.now()]);
            }
          });
          if (element) observer.observe(element, { childList: true, characterData: true, subtree: true });
        }),
      tooltipId,
    );
    await button.click();
    await page.waitForFunction((id) => document.getElementById(id)?.textContent === 'Copied!', tooltipId);
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(`${publicHost}${ACQUISITION}`);
    const [copied = 0, reset = 0] = await changes;
    expect(reset - copied).toBeGreaterThanOrEqual(1950);
    expect(reset - copied).toBeLessThan(2600);
    await close();
  });

  it('shares on LinkedIn with the page URL, in a new tab', async () => {
    const { page, close } = await openPage(browser, `${siteUrl}${ACQUISITION}`);
    const share = page.getByRole('link', { name: 'Share on LinkedIn' });
    const href = new URL((await share.getAttribute('href')) ?? '');
    expect(`${href.origin}${href.pathname}`).toBe('https://www.linkedin.com/sharing/share-offsite/');
    expect(href.searchParams.get('url')).toBe(`${publicHost}${ACQUISITION}`);
    await expect(share.getAttribute('target')).resolves.toBe('_blank');
    await close();
  });

  it('downloads the article as {slug of the title}.pdf: a spinner while it is made, a real PDF without the frame, the link gone after 3 s', async () => {
    const { page, errors, close } = await openPage(browser, `${siteUrl}${ACQUISITION}`, 1280, { acceptDownloads: true });
    const button = page.getByRole('button', { name: 'Download as PDF' });
    await hydrated(page, 'button[aria-label="Download as PDF"]');
    const download = page.waitForEvent('download', { timeout: 45_000 });
    await button.click();
    await expect(page.locator('[data-spinner]').isVisible()).resolves.toBe(true);
    await expect(button.isDisabled()).resolves.toBe(true);
    const file = await download;
    expect(file.suggestedFilename()).toBe('larkspur-acquires-21-million-square-foot-inland-empire-portfolio.pdf');
    await expect(page.locator('a[data-pdf-download]').count()).resolves.toBe(1);
    await page.waitForFunction(() => document.querySelector('[data-spinner]') === null);
    await expect(button.isEnabled()).resolves.toBe(true);
    const bytes = await readFile((await file.path()) ?? '');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = squash(pdfText(bytes));
    expect(text).toContain(squash('Larkspur Acquires 2.1 Million Square Foot Inland Empire Portfolio'));
    expect(text).toContain(squash('About Larkspur Logistics'));
    // The company's logo and the article's address head the first page.
    expect(text).toContain(squash('LARKSPUR'));
    expect(text).toContain(squash(`${publicHost}${ACQUISITION}`));
    expect(text).not.toContain(squash('All Rights Reserved'));
    expect(text).not.toContain(squash('Skip to content'));
    expect(text).not.toContain(squash('Customer Login'));
    expect(text).not.toContain(squash('Back to news & insights'));
    await page.waitForTimeout(3200);
    await expect(page.locator('a[data-pdf-download]').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it.each([390, 1440])('at %i px, tells the visitor when the PDF cannot be made, records “HTTP Error. Status = 503”, and lets them try again', async (width) => {
    const { page, console: messages, close } = await openPage(browser, `${siteUrl}${ACQUISITION}`, width, { acceptDownloads: true });
    let refusals = 1;
    await page.route('**/api/pdf/article/', (route) => (refusals-- > 0 ? route.fulfill({ status: 503, body: '' }) : route.continue()));
    const button = page.getByRole('button', { name: 'Download as PDF' });
    await hydrated(page, 'button[aria-label="Download as PDF"]');
    await button.click();
    const alert = page.locator('[data-share-row]').getByRole('alert');
    await alert.getByText('Sorry, the PDF could not be made just now.').waitFor();
    await expect(alert.isVisible()).resolves.toBe(true);
    expect(messages).toContain('error: HTTP Error. Status = 503');
    // The button is not dimmed into nothing: it is active, at full strength.
    await expect(button.isEnabled()).resolves.toBe(true);
    await expect(button.evaluate((element) => Number(getComputedStyle(element).opacity))).resolves.toBe(1);
    const download = page.waitForEvent('download', { timeout: 45_000 });
    await alert.getByRole('button', { name: 'Try again' }).click();
    expect((await download).suggestedFilename()).toBe('larkspur-acquires-21-million-square-foot-inland-empire-portfolio.pdf');
    await expect(alert.isVisible()).resolves.toBe(false);
    await close();
  });

  it('tells the visitor when the network fails on the way, and the icon button tries again', async () => {
    const { page, close } = await openPage(browser, `${siteUrl}${ACQUISITION}`, 390);
    await page.route('**/api/pdf/article/', (route) => route.abort('failed'));
    const button = page.getByRole('button', { name: 'Download as PDF' });
    await hydrated(page, 'button[aria-label="Download as PDF"]');
    await button.click();
    await page.locator('[data-share-row]').getByRole('alert').getByText('Sorry, the PDF could not be made just now.').waitFor();
    await button.click();
    await page.waitForSelector('button[data-state="failed"]');
    await expect(page.locator('[data-share-row]').getByRole('alert').isVisible()).resolves.toBe(true);
    await close();
  });
});
