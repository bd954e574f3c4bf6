/**
 * The one headless Chromium the PDF service reuses, launched on the first render rather than at
 * start (most instances never render a PDF), and launched again if it ever goes away.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';

let launching: Promise<Browser> | undefined;

export class BrowserUnavailableError extends Error {
  override readonly name = 'BrowserUnavailableError';
}

async function launch(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!existsSync(executablePath)) throw new BrowserUnavailableError(`Chromium is not installed at ${executablePath} (set CHROME_PATH)`);
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS] });
  browser.on('disconnected', () => {
    launching = undefined;
  });
  return browser;
}

/** The shared browser, launching it when needed. */
export function getBrowser(): Promise<Browser> {
  launching ??= launch().catch((error: unknown) => {
    launching = undefined;
    throw error;
  });
  return launching;
}

/** Closes the shared browser, if one is running (tests and benchmarks). */
export async function closeBrowser(): Promise<void> {
  const current = launching;
  launching = undefined;
  if (current) await (await current.catch(() => undefined))?.close();
}
