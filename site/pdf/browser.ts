/**
 * The one headless Chromium the PDF service reuses, launched on the first render rather than at
 * start (most instances never render a PDF), and launched again if it ever goes away.
 *
 * Its proxy is a local socket that closes every connection: the renderer answers each request
 * itself (render.ts), so any request that slipped past it (a redirect the browser followed on its
 * own, say) reaches nothing, not even the loopback.
 */
import { existsSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';

let launching: Promise<Browser> | undefined;
let blackhole: Server | undefined;

/** A loopback port that accepts and immediately drops every connection. */
async function blackholePort(): Promise<number> {
  if (!blackhole) {
    const server = createServer((socket) => socket.destroy());
    server.unref();
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
    blackhole = server;
  }
  return (blackhole.address() as AddressInfo).port;
}

export class BrowserUnavailableError extends Error {
  override readonly name = 'BrowserUnavailableError';
}

async function launch(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!existsSync(executablePath)) throw new BrowserUnavailableError(`Chromium is not installed at ${executablePath} (set CHROME_PATH)`);
  const proxy = { server: `http://127.0.0.1:${await blackholePort()}`, bypass: '<-loopback>' };
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS], proxy });
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
  blackhole?.close();
  blackhole = undefined;
}
