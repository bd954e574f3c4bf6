/** What the news specs share: opening a page in a fresh context and collecting what went wrong. */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

export interface OpenedPage {
  readonly page: Page;
  readonly status: number;
  /** Page errors, console errors and failed same-site responses. */
  readonly errors: string[];
  /** Every console message, as `type: text`. */
  readonly console: string[];
  close(): Promise<void>;
}

export async function openPage(browser: Browser, url: string, width = 1280, options: BrowserContextOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  const messages: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    messages.push(`${message.type()}: ${message.text()}`);
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource') && !message.text().startsWith('HTTP Error')) errors.push(message.text());
  });
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  return { page, status: response?.status() ?? 0, errors, console: messages, close: () => context.close() };
}

/** The text of every visible card title on the news index, in order. */
export const cardTitles = (page: Page): Promise<string[]> => page.locator('main article h2 a, main article h3 a').allTextContents();


