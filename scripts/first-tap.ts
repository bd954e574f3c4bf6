/**
 * `npx tsx scripts/first-tap.ts [visits]`: does the first tap work before the runtime has arrived?
 * Against the built site (`npm run build` first), on a throttled phone (Chrome DevTools Protocol:
 * 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip, CPU 4x slower, 390 px, touch), each visit
 * taps as a hurried visitor does, 300 ms, 1 s or 2 s after the control appears, and reports per
 * control and delay how many first taps did what they should, how many came before hydration,
 * and the page's largest contentful paint.
 *
 * - menu: the hamburger on `/`; done when the mobile menu is open 1 s after the tap;
 * - carousel: 'Next slide' of Featured Properties on `/`; done when the next slide is active
 *   within 20 s of the tap (the runtime has to arrive to move it).
 */
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../tests/e2e/chromium';
import { startSite } from '../tests/e2e/server';

const PHONE_NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const DELAYS_MS = [300, 1_000, 2_000] as const;

interface Control {
  readonly name: string;
  readonly path: string;
  /** The element tapped. */
  readonly selector: string;
  /** Resolves true when the tap did what it should. */
  readonly done: (page: Page) => Promise<boolean>;
}

const CONTROLS: readonly Control[] = [
  {
    name: 'menu',
    path: '/',
    selector: 'button[aria-controls="mobile-menu"]',
    done: async (page) => {
      await page.waitForTimeout(1_000);
      return page.evaluate(() => document.getElementById('mobile-menu')?.matches(':popover-open') ?? false);
    },
  },
  {
    name: 'carousel',
    path: '/',
    selector: '[aria-label="Featured Properties"] button[aria-label="Next slide"]',
    done: (page) =>
      page
        .waitForFunction(() => document.querySelector('[aria-label="Featured Properties"] [data-current]')?.textContent?.includes('Meadowlands') ?? false, undefined, { timeout: 20_000 })
        .then(() => true, () => false),
  },
];

interface Outcome {
  readonly done: boolean;
  readonly beforeHydration: boolean;
  readonly lcpMs: number;
}

async function oneVisit(browser: Browser, siteUrl: string, control: Control, delayMs: number): Promise<Outcome> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) (window as unknown as { lcp: number }).lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  try {
    await page.goto(`${siteUrl}${control.path}`, { waitUntil: 'commit', timeout: 60_000 });
    const target = page.locator(control.selector).first();
    await target.waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForTimeout(delayMs);
    const beforeHydration = await target.evaluate((element) => !Object.keys(element).some((key) => key.startsWith('__reactProps')));
    await target.tap({ timeout: 10_000 });
    const done = await control.done(page);
    const lcpMs = await page.evaluate(() => (window as unknown as { lcp?: number }).lcp ?? Number.NaN);
    return { done, beforeHydration, lcpMs };
  } finally {
    await context.close();
  }
}

const median = (values: readonly number[]) => {
  const sorted = values.filter(Number.isFinite).toSorted((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : (sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN);
};

async function main() {
  const visits = Number(process.argv[2] ?? 3);
  const site = await startSite();
  const browser = await launchChromium();
  try {
    for (const control of CONTROLS) {
      for (const delayMs of DELAYS_MS) {
        const outcomes: Outcome[] = [];
        for (let visit = 0; visit < visits; visit += 1) outcomes.push(await oneVisit(browser, site.url, control, delayMs));
        const done = outcomes.filter((outcome) => outcome.done).length;
        const early = outcomes.filter((outcome) => outcome.beforeHydration).length;
        console.log(`${control.name.padEnd(9)} tap ${String(delayMs).padStart(5)} ms after it appears: worked ${done}/${visits}, before hydration ${early}/${visits}, LCP median ${Math.round(median(outcomes.map((outcome) => outcome.lcpMs)))} ms`);
      }
    }
  } finally {
    await browser.close();
    site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
