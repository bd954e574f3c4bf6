/**
 * The yardstick for the site's JavaScript: a blank Next App Router page (a root layout with
 * `<html>` and `<body>`, a page with one heading, no client component), built by the bench itself
 * with the Next and React this repository has installed (`next build`, then `next start` on
 * loopback), so a page's weight over the blank page's comes out of the same run on the same
 * machine, whatever Next version is installed.
 *
 * The app lives in a fresh folder under the repository's git-ignored `tmp/` (so `next`, `react` and
 * `react-dom` resolve from the repository's node_modules, no copy, no link) and is removed when the
 * bench process ends.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../tests/e2e/server';

const root = path.resolve(__dirname, '../..');
const nextBin = path.join(root, 'node_modules/next/dist/bin/next');

const FILES: Readonly<Record<string, string>> = {
  'package.json': JSON.stringify({ name: 'blank-next-app', private: true }),
  // Turbopack compiles only below its root: the repository, where node_modules is.
  'next.config.mjs': `export default { turbopack: { root: ${JSON.stringify(root)} }, outputFileTracingRoot: ${JSON.stringify(root)} };\n`,
  'app/layout.jsx': "export const metadata = { title: 'Blank' };\nexport default function RootLayout({ children }) {\n  return (\n    <html lang=\"en\">\n      <body>{children}</body>\n    </html>\n  );\n}\n",
  'app/page.jsx': 'export default function Page() {\n  return <main><h1>Blank</h1></main>;\n}\n',
};

export interface BlankApp {
  readonly url: string;
  stop(): void;
}

let built: string | undefined;

/** Builds the blank app once per process; later calls reuse it. */
function buildBlankApp(): string {
  if (built !== undefined) return built;
  const parent = path.join(root, 'tmp');
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(path.join(parent, 'blank-next-app-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  console.error(`bench: building a blank Next app in ${path.relative(root, dir)}`);
  execFileSync(process.execPath, [nextBin, 'build'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  built = dir;
  return dir;
}

/** The blank app, built if need be, served by `next start` on a free loopback port until `stop()`. */
export async function startBlankApp(): Promise<BlankApp> {
  const dir = buildBlankApp();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const stop = () => {
    if (child.pid === undefined || child.exitCode !== null) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  for (let waited = 0; ; waited += 250) {
    if (child.exitCode !== null) throw new Error(`the blank app's next start exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (waited > 60_000) {
      stop();
      throw new Error(`the blank app did not answer at ${url}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url: `${url}/`, stop };
}
