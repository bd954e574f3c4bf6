/**
 * The JavaScript each of AUDITED_PAGES transfers as it loads in Chromium (`next start`, gzipped as
 * a browser receives it), measured as the browser tests measure it (`tests/e2e/script-transfer.ts`),
 * against the same measure of a blank Next App Router page built by the bench (./blank-app.ts).
 *
 * - `js.blank_kb`: kilobytes (1,024 bytes) of script the blank page transfers, headers included.
 * - `js.<page>_kb`: the same for each audited page.
 * - `js.<page>_vs_blank`: the page's bytes over the blank page's (target ≤ 1.15: what the site
 *   adds to the framework is at most a seventh of it).
 */
import type { Browser } from 'playwright-core';
import { launchChromium } from '../../tests/e2e/chromium';
import { scriptTransfer } from '../../tests/e2e/script-transfer';
import { startSite } from '../../tests/e2e/server';
import { startBlankApp } from './blank-app';
import { ensureBuild } from './http';
import { atMost, type BenchFigure } from './measure';
import { AUDITED_PAGES } from './pages';

async function weigh(browser: Browser, url: string): Promise<number> {
  const { bytes } = await scriptTransfer(browser, url);
  if (bytes === 0) throw new Error(`${url} loaded no JavaScript: the measurement saw no scripts`);
  return bytes;
}

/** Runs the JavaScript weighing and returns the blank page's figure, then two per page. */
export async function runJavaScriptBench(): Promise<BenchFigure[]> {
  ensureBuild();
  const browser = await launchChromium();
  try {
    const blankApp = await startBlankApp();
    let blank: number;
    try {
      blank = await weigh(browser, blankApp.url);
    } finally {
      blankApp.stop();
    }
    const out: BenchFigure[] = [{ name: 'js.blank_kb', value: blank / 1024 }];
    const site = await startSite();
    try {
      for (const [page, pagePath] of Object.entries(AUDITED_PAGES)) {
        const bytes = await weigh(browser, `${site.url}${pagePath}`);
        out.push({ name: `js.${page}_kb`, value: bytes / 1024 }, { name: `js.${page}_vs_blank`, value: bytes / blank, target: atMost(1.15) });
      }
      return out;
    } finally {
      site.stop();
    }
  } finally {
    await browser.close();
  }
}
