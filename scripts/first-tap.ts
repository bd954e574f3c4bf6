/**
 * `npx tsx scripts/first-tap.ts [visits]`: does the first tap work before the runtime has arrived?
 * Against the built site (`npm run build` first), on a throttled phone (Chrome DevTools Protocol:
 * 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip, CPU 4x slower, 390 px, touch), each visit
 * taps as a hurried visitor does, 300 ms, 1 s or 2 s after the control appears, and reports per
 * control and delay how many first taps did what they should, how many came before hydration,
 * and the page's largest contentful paint.
 *
 * `visits` per cell (control and delay) defaults to 9: with 9 of 9 taps working, the rate is at
 * least 70 % at 95 % confidence, and the 0 of 9 measured before the taps were kept is at most
 * 30 %, so the two cannot be the same rate. Each round visits every cell once, so a change of the
 * machine's load during the run falls on every cell alike. The machine's load is printed at the
 * start and the end, since the throttling is relative to it. (The browser test
 * tests/e2e/first-tap.e2e.test.ts is the gate: it holds the scripts back itself, so one visit per
 * control decides there.)
 *
 * - menu: the hamburger on `/`; done when the mobile menu is open 1 s after the tap;
 * - carousel: 'Next slide' of Featured Properties on `/`; done when the next slide is active
 *   within 20 s of the tap (the runtime has to arrive to move it).
 */
import os from 'node:os';
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

/**
 * The Wilson score interval of `successes` of `trials` at 95 % confidence, as whole percents: the
 * range of success rates these counts do not rule out (sound for small counts and for 0 or all).
 */
export function wilsonInterval(successes: number, trials: number): readonly [number, number] {
  if (trials === 0) return [0, 100];
  const z = 1.96;
  const rate = successes / trials;
  const centre = rate + (z * z) / (2 * trials);
  const spread = z * Math.sqrt((rate * (1 - rate)) / trials + (z * z) / (4 * trials * trials));
  const scale = 1 + (z * z) / trials;
  // Clamped: at 0 or all, rounding leaves the bound a hair outside.
  return [Math.max(0, Math.floor((100 * (centre - spread)) / scale)), Math.min(100, Math.ceil((100 * (centre + spread)) / scale))];
}

const load = () => os.loadavg().map((value) => value.toFixed(1)).join(' ');

interface Cell {
  readonly control: Control;
  readonly delayMs: number;
  readonly outcomes: Outcome[];
  /** Visits that failed before the tap (the page or the control did not come), counted as not done. */
  errors: number;
}

async function main() {
  const visits = Number(process.argv[2] ?? 9);
  if (!Number.isInteger(visits) || visits < 1) throw new Error(`not a number of visits: ${process.argv[2]}`);
  const site = await startSite();
  const browser = await launchChromium();
  const cells: Cell[] = CONTROLS.flatMap((control) => DELAYS_MS.map((delayMs) => ({ control, delayMs, outcomes: [], errors: 0 })));
  console.log(`${os.cpus().length} CPUs, load average (1, 5, 15 min) at the start: ${load()}; ${visits} visits per cell`);
  try {
    for (let round = 0; round < visits; round += 1) {
      for (const cell of cells) {
        try {
          cell.outcomes.push(await oneVisit(browser, site.url, cell.control, cell.delayMs));
        } catch (error) {
          cell.errors += 1;
          console.error(`${cell.control.name} ${cell.delayMs} ms, visit ${round + 1}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        }
      }
      console.log(`round ${round + 1}/${visits} done, load ${load()}`);
    }
  } finally {
    await browser.close();
    site.stop();
  }
  console.log(`load average at the end: ${load()}`);
  console.log('\n| control | tap after it appears | worked | 95 % interval | before hydration | failed visits | LCP median |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const { control, delayMs, outcomes, errors } of cells) {
    const done = outcomes.filter((outcome) => outcome.done).length;
    const early = outcomes.filter((outcome) => outcome.beforeHydration).length;
    const [low, high] = wilsonInterval(done, visits);
    console.log(`| ${control.name} | ${delayMs} ms | ${done}/${visits} | ${low}–${high} % | ${early}/${visits} | ${errors} | ${Math.round(median(outcomes.map((outcome) => outcome.lcpMs)))} ms |`);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
