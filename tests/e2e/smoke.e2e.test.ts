import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './chromium';
import { readSitemap } from '../support/sitemap';

const siteUrl = inject('siteUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
  mkdirSync('test-results', { recursive: true });
});
afterAll(() => browser?.close());

async function open(path: string, width = 1280): Promise<{ page: Page; status: number; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && response.url() !== `${siteUrl}${path}`) errors.push(`${response.status()} ${response.url()}`);
  });
  const response = await page.goto(`${siteUrl}${path}`, { waitUntil: 'networkidle' });
  return { page, status: response?.status() ?? 0, errors };
}

describe('a visitor', () => {
  it('opens the home page and sees the company, its navigation and footer', async () => {
    const { page, status, errors } = await open('/');
    expect(status).toBe(200);
    await expect(page.locator('h1').first().isVisible()).resolves.toBe(true);
    await expect(page.locator('header a[href="/"]').first().isVisible()).resolves.toBe(true);
    await expect(page.locator('footer').textContent()).resolves.toContain('All Rights Reserved');
    expect(errors).toEqual([]);
    await page.screenshot({ path: 'test-results/home-1280.png', fullPage: true });
    await page.close();
  });

  it('reads the sample page with every standard block on a phone', async () => {
    const { page, status, errors } = await open('/sample-page/', 390);
    expect(status).toBe(200);
    await expect(page.locator('table').count()).resolves.toBeGreaterThan(0);
    await expect(page.locator('blockquote').count()).resolves.toBeGreaterThan(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await page.screenshot({ path: 'test-results/sample-390.png', fullPage: true });
    await page.close();
  });

  it('gets a real 404 page with the site look for an unknown path', async () => {
    const { page, status } = await open('/no-such-page-here/');
    expect(status).toBe(404);
    await expect(page.locator('h1').textContent()).resolves.toContain("couldn't find");
    await expect(page.locator('header a[href="/"]').count()).resolves.toBeGreaterThan(0);
    await page.close();
  });

  it('finds a canonical URL on the public host and Open Graph data in the page head', async () => {
    const { page } = await open('/about/');
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    // Pages are prerendered, so the canonical host is the PUBLIC_SITE_URL the site was built with.
    expect(canonical).toBe(`${process.env.PUBLIC_SITE_URL ?? 'http://localhost:3000'}/about/`);
    await expect(page.locator('meta[property="og:type"]').getAttribute('content')).resolves.toBe('website');
    await expect(page.locator('meta[name="twitter:card"]').getAttribute('content')).resolves.toBe('summary_large_image');
    await expect(page.locator('meta[name="robots"]').count()).resolves.toBe(0);
    await page.close();
  });

  it('finds the sample page and the thank-you page kept out of search engines: noindex, and not in the sitemap', async () => {
    const sitemap = (await readSitemap(siteUrl)).files.join('\n');
    expect(sitemap).toContain('/about/</loc>');
    for (const path of ['/sample-page/', '/vendor-thank-you/']) {
      expect(sitemap).not.toContain(`${path}</loc>`);
      const { page, status } = await open(path);
      expect(status).toBe(200);
      await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('noindex, follow');
      await page.close();
    }
  });

  it('gets the security headers on pages, the 404 page, API answers and public files, and nosniff on scripts', async () => {
    const { page } = await open('/');
    const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
    await page.close();
    // The build's own scripts get the transport headers only: a policy on a script is bytes for nothing.
    const scriptResponse = await fetch(`${siteUrl}${script ?? '/missing-script'}`);
    expect(scriptResponse.status).toBe(200);
    expect(scriptResponse.headers.get('x-content-type-options')).toBe('nosniff');
    expect(scriptResponse.headers.get('strict-transport-security')).toContain('max-age=');
    expect(scriptResponse.headers.get('content-security-policy')).toBeNull();
    for (const pathname of ['/', '/news/larkspur-acquires-inland-empire-portfolio/', '/no-such-page-here/', '/api/search/?q=lease', '/sitemap.xml', '/images/hero-warehouse.jpg']) {
      const response = await fetch(`${siteUrl}${pathname}`);
      const header = (name: string) => response.headers.get(name) ?? `${name} missing on ${pathname}`;
      expect(header('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(header('content-security-policy')).toContain("object-src 'none'");
      expect(header('x-content-type-options')).toBe('nosniff');
      expect(header('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(header('permissions-policy')).toContain('camera=()');
      // `next start` runs in production, where HSTS is sent.
      expect(header('strict-transport-security')).toContain('max-age=');
    }
  });

  it('sends headers the browser understands: no warning about the policies in the console', async () => {
    const page = await browser.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/Permissions-Policy|Content-Security-Policy|Unrecognized feature/i.test(message.text())) warnings.push(`${message.type()}: ${message.text()}`);
    });
    await page.goto(`${siteUrl}/about/`, { waitUntil: 'networkidle' });
    expect(warnings).toEqual([]);
    await page.close();
  });

  it('cannot be framed by another site, and a script injected from elsewhere does not run', async () => {
    const page = await browser.newPage();
    const blocked: string[] = [];
    page.on('console', (message) => blocked.push(message.text()));
    await page.setContent(`<iframe src="${siteUrl}/about/" title="framed"></iframe>`);
    await page.waitForTimeout(1000);
    // A refused frame never gets the page's document: its heading is not there.
    const framed = page.frames().find((frame) => frame.url().startsWith(siteUrl));
    await expect(framed ? framed.locator('h1').count().catch(() => 0) : Promise.resolve(0)).resolves.toBe(0);
    await page.goto(`${siteUrl}/about/`);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.src = 'https://attacker.example/x.js';
      document.head.append(script);
    });
    await page.waitForTimeout(300);
    expect(blocked.some((text) => text.includes('attacker.example') && text.includes('Content Security Policy'))).toBe(true);
    await page.close();
  });
});
