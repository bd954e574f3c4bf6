/**
 * The JavaScript a page transfers as it loads, measured in Chromium: shared by the browser tests
 * that report a page's JavaScript and by `npm run bench` (`js.<page>_kb`).
 */
import type { Browser } from 'playwright-core';

export interface ScriptTransfer {
  /** Each script the page loaded, with the bytes it took on the wire. */
  readonly scripts: ReadonlyArray<{ readonly url: string; readonly bytes: number }>;
  /** All of them together. */
  readonly bytes: number;
}

/**
 * The scripts `url` loads until the network is idle, each counted as DevTools' "transferred":
 * response headers plus the encoded body, i.e. gzipped as `next start` serves it to a browser
 * (Chromium sends Accept-Encoding). A fresh context, so nothing comes from the cache.
 */
export async function scriptTransfer(browser: Browser, url: string, width = 1280): Promise<ScriptTransfer> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  try {
    const page = await context.newPage();
    const pending: Array<Promise<{ url: string; bytes: number }>> = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      pending.push(request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize + sizes.responseHeadersSize })));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const scripts = await Promise.all(pending);
    return { scripts, bytes: scripts.reduce((sum, script) => sum + script.bytes, 0) };
  } finally {
    await context.close();
  }
}
