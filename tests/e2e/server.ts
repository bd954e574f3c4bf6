/**
 * Starts the built site as `npm start` does (the site's own server, site/server/main.ts)
 * on a free loopback port for the browser tests and stops it by its process group, so no
 * `next-server` lingers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** A port nothing listens on now, on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the site's server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the site did not answer at ${url} within ${timeoutMs} ms`);
}

export interface RunningSite {
  readonly url: string;
  /** The server's process (the benchmarks read its CPU time). */
  readonly pid: number | undefined;
  readonly port: number;
  /** Stops the server's process group; SIGKILL for an instance that dies without a word. */
  stop(signal?: NodeJS.Signals): void;
  /** Resolves when the server's process has exited. */
  readonly exited: Promise<void>;
}

/** The site's server on `port` (a free one when omitted), with `env` over this process's environment. */
export async function startSite(env: Record<string, string> = {}, { port: requestedPort }: { port?: number } = {}): Promise<RunningSite> {
  const port = requestedPort ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  // As `npm start` runs it: the site's own server (its limits, guard and front door) around Next.
  const args = ['--import', 'tsx', path.join(root, 'site/server/main.ts'), '-p', String(port), '-H', '127.0.0.1'];
  const child = spawn(process.execPath, args, {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    // The public host the pages were prerendered for (a build without PORT or PUBLIC_SITE_URL says
    // localhost:3000), not this random port: pages rendered now must name the same host.
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', PUBLIC_SITE_URL: process.env.PUBLIC_SITE_URL ?? 'http://localhost:3000', ...env },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.pid !== undefined && child.exitCode === null) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    }
  };
  try {
    // Not a page: a page request could start its revalidation against the CMS this server was given.
    await waitForServer(`${url}/api/health/`, child, 60_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, pid: child.pid, port, stop, exited };
}
