/**
 * The JavaScript each of AUDITED_PAGES transfers as it loads in Chromium (`next start`, gzipped as
 * a browser receives it), measured as the browser tests measure it (`tests/e2e/script-transfer.ts`).
 *
 * - `js.<page>_kb`: kilobytes (1,024 bytes) of script transferred, headers included.
 */
import { launchChromium } from '../../tests/e2e/chromium';
import { scriptTransfer } from '../../tests/e2e/script-transfer';
import { startSite } from '../../tests/e2e/server';
import { ensureBuild } from './http';
import type { BenchFigure } from './measure';
import { AUDITED_PAGES } from './pages';

/** Runs the JavaScript weighing and returns one figure per page. */
export async function runJavaScriptBench(): Promise<BenchFigure[]> {
  ensureBuild();
  const site = await startSite();
  try {
    const browser = await launchChromium();
    try {
      const out: BenchFigure[] = [];
      for (const [page, pagePath] of Object.entries(AUDITED_PAGES)) {
        const { bytes } = await scriptTransfer(browser, `${site.url}${pagePath}`);
        if (bytes === 0) throw new Error(`${pagePath} loaded no JavaScript: the measurement saw no scripts`);
        out.push({ name: `js.${page}_kb`, value: bytes / 1024 });
      }
      return out;
    } finally {
      await browser.close();
    }
  } finally {
    site.stop();
  }
}
