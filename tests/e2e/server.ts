/**
 * Starts the built site (`next start site`) on a free loopback port for the browser tests and
 * stops it by its process group, so no `next-server` lingers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

function freePort(): Promise<number> {
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
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
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
  /** The `next start` process (the benchmarks read its CPU time). */
  readonly pid: number | undefined;
  stop(): void;
}

export async function startSite(env: Record<string, string> = {}): Promise<RunningSite> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'start', 'site', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  const stop = () => {
    if (child.pid !== undefined && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
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
  return { url, pid: child.pid, stop };
}
