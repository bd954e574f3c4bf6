/**
 * The accessibility gate: every route of the demo site, at 390 and 1280 px, has zero
 * axe-core violations, logs no error and breaks no rule of its Content-Security-Policy (Chromium
 * logs each refusal as a console error).
 *
 * The routes are the site's own sitemap (every page, post, region and market), the news index,
 * the block catalogue, the noindex pages and the not-found page, so a new page is checked the day it is published.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './chromium';
import { axeViolations, DESKTOP, PHONE, visit } from './visit';
import { sitemapUrls } from '../support/sitemap';

const siteUrl = inject('siteUrl');

/** The sitemap files list absolute URLs on the public host; the path is what a route is. */
async function sitemapPaths(): Promise<string[]> {
  return (await sitemapUrls(siteUrl)).map((url) => new URL(url).pathname);
}

/** Pages kept out of the sitemap (noindex) are still pages a visitor reaches. */
const EXTRA_ROUTES = ['/news/', '/blocks/', '/no-such-page/', '/sample-page/', '/vendor-thank-you/'];
/** The catalogue shows each block several times by design, so section names recur there. */
const DISABLED_RULES: Readonly<Record<string, readonly string[]>> = { '/blocks/': ['landmark-unique'] };

let browser: Browser;
let routes: string[];

beforeAll(async () => {
  browser = await launchChromium();
  routes = [...new Set([...(await sitemapPaths()), ...EXTRA_ROUTES])];
});
afterAll(() => browser?.close());

interface RouteReport {
  readonly route: string;
  readonly status: number;
  readonly problems: string[];
}

/** One route at one width: its status, then every axe violation, error and CSP refusal, as lines. */
async function checkRoute(route: string, width: number): Promise<RouteReport> {
  const { page, status, errors, close } = await visit(browser, siteUrl, route, width);
  try {
    const violations = await axeViolations(page, { disabledRules: DISABLED_RULES[route] });
    return { route, status, problems: [...errors.map((error) => `error: ${error}`), ...violations] };
  } finally {
    await close();
  }
}

describe('the accessibility gate', () => {
  it('covers every page, post, region and market page of the demo site', () => {
    expect(routes.length).toBeGreaterThan(80);
    for (const route of ['/', '/news/', '/careers/', '/region/east/', '/market/atlanta/', '/leadership/', '/contact/']) expect(routes).toContain(route);
    expect(routes.filter((route) => route.startsWith('/news/') && route !== '/news/').length).toBeGreaterThanOrEqual(40);
  });

  it.each([PHONE, DESKTOP])('finds no axe violation, error or CSP report on any route at %i px', async (width) => {
    const failures: string[] = [];
    // Two routes at a time: each waits on its network as much as on the processor.
    const queue = [...routes];
    const worker = async () => {
      for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
        const report = await checkRoute(route, width);
        const expected = route === '/no-such-page/' ? 404 : 200;
        if (report.status !== expected) failures.push(`${route}: status ${report.status}, expected ${expected}`);
        failures.push(...report.problems.map((problem) => `${route}: ${problem}`));
      }
    };
    await Promise.all([worker(), worker()]);
    expect(failures).toEqual([]);
  }, 900_000);
});
