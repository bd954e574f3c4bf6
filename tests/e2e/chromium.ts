/**
 * Debian's Chromium for the browser tests: installed here when missing (Playwright cannot
 * download its own browser on these machines).
 */
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../site/pdf/chromium';
import { ensureDebianProgram } from '../support/debian';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export function ensureChromium(): string {
  return ensureDebianProgram(CHROMIUM_PATH, 'chromium');
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: ensureChromium(),
    args: [...CHROMIUM_ARGS],
  });
}
