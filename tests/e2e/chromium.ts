/**
 * Debian's Chromium for the browser tests: installed here when missing (Playwright cannot
 * download its own browser on these machines).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../site/pdf/chromium';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export function ensureChromium(): string {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  console.log(`${CHROMIUM_PATH} is missing: installing Debian's chromium`);
  const prefix = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (...args: string[]) => {
    const [command = 'apt-get', ...rest] = [...prefix, ...args];
    execFileSync(command, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  };
  run('apt-get', 'update');
  run('apt-get', 'install', '-y', '--no-install-recommends', 'chromium');
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`chromium was installed but ${CHROMIUM_PATH} does not exist`);
  return CHROMIUM_PATH;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: ensureChromium(),
    args: [...CHROMIUM_ARGS],
  });
}
