/**
 * Lighthouse on the built site (`next start` on loopback), its default mobile preset: a Moto G
 * Power-sized screen with simulated slow 4G and a 4× slower CPU. Each of AUDITED_PAGES is
 * fetched once (so no run meets a cold route), then audited RUNS times, and every figure is the
 * median of that figure over the runs (Lighthouse CI's `aggregationMethod: 'median'`). On this
 * shared machine one run now and then meets a busy moment (headless Chromium paints a first frame
 * a second late, a task runs twice as long): a figure taken from a single run, even the run
 * Lighthouse calls the median by FCP and TTI, carried that run's total blocking time with it; the
 * median of each figure keeps one such run from deciding any of them.
 *
 * - `lighthouse.<page>.<category>`: 0–100 for performance (target ≥ 95), accessibility,
 *   best-practices and seo (targets 100); a category below target gets a note naming the audits
 *   that failed.
 * - `lighthouse.<page>.lcp_ms`: the largest contentful paint of that run, simulated slow 4G
 *   (target ≤ 2,000 ms).
 * - `lighthouse.<page>.image_kb`: the bytes of images the phone downloaded for the page, as
 *   transferred (target ≤ 150 KB: every image at the width the layout shows, in AVIF or WebP).
 * - Beside each score, what the runtime costs the phone's main thread, from the same run:
 *   `tbt_ms` total blocking time (target ≤ 200 ms), `tti_ms` time to interactive, `mainthread_ms`
 *   main-thread work, `bootup_ms` JavaScript execution (Lighthouse's bootup time) and `js_kb` the
 *   scripts' bytes as transferred (gzip).
 *
 * The same figures for a blank Next App Router page (`lighthouse.blank.*`, ./blank-app.ts) come
 * first: the floor the framework sets on this machine at this load. `lighthouse.<page>.tbt_vs_blank`
 * is the page's total blocking time over the blank page's in the same run: machines differ by a
 * factor of three in what the blank page alone blocks (85–310 ms), the ratio much less.
 */
import { launch, type LaunchedChrome } from 'chrome-launcher';
import type { Result } from 'lighthouse';
import { ensureChromium } from '../../tests/e2e/chromium';
import { CHROMIUM_ARGS } from '../../site/pdf/chromium';
import { startSite } from '../../tests/e2e/server';
import { startBlankApp } from './blank-app';
import { ensureBuild } from './http';
import { atLeast, atMost, medianFigures, meets, type BenchFigure, type BenchTarget } from './measure';
import { AUDITED_PAGES } from './pages';

/** Lighthouse's own advice for a variable machine: the median of 5 runs. */
const RUNS = 5;
const CATEGORIES: Readonly<Record<string, BenchTarget>> = {
  performance: atLeast(95),
  accessibility: atLeast(100),
  'best-practices': atLeast(100),
  seo: atLeast(100),
};

/** An audit fails when a metric scores below 0.9 (Lighthouse's green), or any other scored audit below 1. */
function failingAudits(lhr: Result, categoryId: string): string[] {
  return (lhr.categories[categoryId]?.auditRefs ?? []).flatMap(({ id }) => {
    const audit = lhr.audits[id];
    if (!audit) return [];
    if (audit.scoreDisplayMode === 'error') return [`${id} (error: ${audit.errorMessage ?? 'unknown'})`];
    const pass = audit.scoreDisplayMode === 'numeric' ? 0.9 : audit.scoreDisplayMode === 'metricSavings' ? 0.5 : 1;
    if (audit.score === null || audit.score >= pass) return [];
    return [audit.displayValue ? `${id} (${audit.displayValue})` : id];
  });
}

/** The RUNS results of auditing `url`. */
async function audit(chrome: LaunchedChrome, url: string): Promise<Result[]> {
  const warm = await fetch(url);
  if (!warm.ok) throw new Error(`${url} answered ${warm.status}`);
  await warm.arrayBuffer();
  // Lighthouse is an ES module only: loaded when a run needs it.
  const { default: lighthouse } = await import('lighthouse');
  const runs: Result[] = [];
  // A run whose trace Chromium failed to record (NO_NAVSTART and the like on a busy machine) is run again, twice at most.
  for (let run = 0, retries = 0; run < RUNS; run += 1) {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: Object.keys(CATEGORIES) });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const failure = result.lhr.runtimeError;
    if (failure && retries < 2) {
      retries += 1;
      run -= 1;
      console.log(`  lighthouse: ${url} run failed (${failure.code}), running it again`);
      continue;
    }
    if (failure) throw new Error(`Lighthouse failed on ${url}: ${failure.code} ${failure.message}`);
    runs.push(result.lhr);
  }
  return runs;
}

/** The bytes of one resource type (`image`, `script`) the page loaded, from Lighthouse's resource summary. */
function transferredBytes(lhr: Result, resourceType: string): number {
  const details = lhr.audits['resource-summary']?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined;
  if (details?.items === undefined) throw new Error('Lighthouse reported no resource summary');
  return details.items.find((item) => item.resourceType === resourceType)?.transferSize ?? 0;
}

const numeric = (lhr: Result, audit: string): number => lhr.audits[audit]?.numericValue ?? Number.NaN;
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** One run's figures: the performance score first, then what sets it, then the other categories. */
function runFigures(page: string, lhr: Result): BenchFigure[] {
  const score = (categoryId: string, target: BenchTarget): BenchFigure => {
    const value = Math.round((lhr.categories[categoryId]?.score ?? Number.NaN) * 100);
    const failing = meets(value, target) ? [] : failingAudits(lhr, categoryId);
    return { name: `lighthouse.${page}.${categoryId}`, value, target, ...(failing.length > 0 ? { note: `failing audits: ${failing.join(', ')}` } : {}) };
  };
  const { performance, ...others } = CATEGORIES;
  return [
    score('performance', performance ?? atLeast(95)),
    { name: `lighthouse.${page}.tbt_ms`, value: Math.round(numeric(lhr, 'total-blocking-time')), target: atMost(200) },
    { name: `lighthouse.${page}.tti_ms`, value: Math.round(numeric(lhr, 'interactive')) },
    { name: `lighthouse.${page}.mainthread_ms`, value: Math.round(numeric(lhr, 'mainthread-work-breakdown')) },
    { name: `lighthouse.${page}.bootup_ms`, value: Math.round(numeric(lhr, 'bootup-time')) },
    { name: `lighthouse.${page}.lcp_ms`, value: Math.round(numeric(lhr, 'largest-contentful-paint')), target: atMost(2000) },
    { name: `lighthouse.${page}.js_kb`, value: kb(transferredBytes(lhr, 'script')) },
    { name: `lighthouse.${page}.image_kb`, value: kb(transferredBytes(lhr, 'image')), target: atMost(150) },
    ...Object.entries(others).map(([categoryId, target]) => score(categoryId, target)),
  ];
}

/** A page's figures over its runs, with its total blocking time over the blank page's after its TBT. */
function figures(page: string, runs: readonly Result[], blankTbt: number): BenchFigure[] {
  return medianFigures(runs.map((lhr) => runFigures(page, lhr))).flatMap((figure) =>
    figure.name === `lighthouse.${page}.tbt_ms`
      ? [figure, { name: `lighthouse.${page}.tbt_vs_blank`, value: Math.round((figure.value / Math.max(blankTbt, 1)) * 100) / 100 }]
      : [figure],
  );
}

/** The blank page's figures: its performance, main-thread and script figures, with no targets (it is the yardstick). */
function blankFigures(runs: readonly Result[]): BenchFigure[] {
  const kept = new Set(['performance', 'tbt_ms', 'tti_ms', 'mainthread_ms', 'bootup_ms', 'lcp_ms', 'js_kb']);
  return medianFigures(runs.map((lhr) => runFigures('blank', lhr)))
    .filter((figure) => kept.has(figure.name.slice('lighthouse.blank.'.length)))
    .map(({ name, value }) => ({ name, value }));
}

/** Runs Lighthouse over the audited pages and returns their scores. */
export async function runLighthouseBench(): Promise<BenchFigure[]> {
  ensureBuild();
  const site = await startSite();
  let chrome: LaunchedChrome | undefined;
  try {
    chrome = await launch({ chromePath: ensureChromium(), chromeFlags: [...CHROMIUM_ARGS], logLevel: 'error' });
    const blank = await startBlankApp();
    const out: BenchFigure[] = [];
    let blankTbt: number;
    try {
      const yardstick = blankFigures(await audit(chrome, blank.url));
      blankTbt = yardstick.find((figure) => figure.name === 'lighthouse.blank.tbt_ms')?.value ?? Number.NaN;
      out.push(...yardstick);
    } finally {
      blank.stop();
    }
    for (const [page, pagePath] of Object.entries(AUDITED_PAGES)) out.push(...figures(page, await audit(chrome, `${site.url}${pagePath}`), blankTbt));
    return out;
  } finally {
    chrome?.kill();
    site.stop();
  }
}
