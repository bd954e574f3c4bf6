/**
 * Shared helpers of the browser specs: a page at a width, with its errors collected, and axe-core
 * run inside it (the one axe helper of the e2e tests).
 */
import { createRequire } from 'node:module';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');

export const PHONE = 390;
export const DESKTOP = 1280;
/** A wide desktop, where misaligned content edges show most. */
export const WIDE = 1440;

export interface Visit {
  readonly page: Page;
  /** The HTTP status of the page itself. */
  readonly status: number;
  /** Uncaught errors and console errors (Chromium logs a Content-Security-Policy refusal as one) seen so far. */
  readonly errors: string[];
  close(): Promise<void>;
}

/** A fresh browser context at `width` (with `cookies` for the site), at `path` once the network is idle. */
export async function visit(
  browser: Browser,
  siteUrl: string,
  path: string,
  width: number,
  options: BrowserContextOptions = {},
  cookies: ReadonlyArray<{ name: string; value: string }> = [],
): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width, height: 860 }, ...options });
  if (cookies.length > 0) await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: siteUrl })));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  const response = await page.goto(`${siteUrl}${path}`, { waitUntil: 'networkidle' });
  return { page, status: response?.status() ?? 0, errors, close: () => context.close() };
}

interface AxeViolation {
  readonly id: string;
  readonly help: string;
  readonly nodes: ReadonlyArray<{ readonly target: readonly string[] }>;
}

export interface AxeOptions {
  /** Check only what matches these selectors (default: the whole document). */
  readonly include?: readonly string[];
  /** Rules switched off, each for a stated reason at the call. */
  readonly disabledRules?: readonly string[];
}

/** axe-core's violations (every rule) on the page as it is now, one `rule: help (targets)` line each. */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async ({ include, disabledRules }) => {
    const axe = (window as unknown as { axe: { run: (context: object, options: object) => Promise<{ violations: unknown[] }> } }).axe;
    // Sections fade in as they scroll into view: check the page as it settles, not mid-fade.
    await Promise.all(document.getAnimations().filter((animation) => animation instanceof CSSTransition).map((animation) => animation.finished.catch(() => undefined)));
    const rules = Object.fromEntries((disabledRules ?? []).map((id) => [id, { enabled: false }]));
    const context = include === undefined ? document : { include: include.map((selector) => [selector]) };
    return (await axe.run(context, { resultTypes: ['violations'], rules })).violations;
  }, { include: options.include, disabledRules: options.disabledRules });
  return (violations as AxeViolation[]).map((v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

/** Waits until React has hydrated the element, so a click reaches its handler. */
export async function hydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
  }, selector);
}
