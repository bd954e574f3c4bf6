/**
 * The Chromium the site drives: Debian's build at /usr/bin/chromium (or `CHROME_PATH`), with the
 * flags the browser tests use too, so the PDF service renders in the browser the tests check.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export const chromiumPath = (): string => process.env.CHROME_PATH ?? '/usr/bin/chromium';
