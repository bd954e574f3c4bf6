/**
 * A Redis server of the test's own on a free loopback port (Debian's redis-server, installed when
 * missing), which the test may stop and start again on the same port without touching the
 * machine's shared Redis. No persistence: a restart comes back empty, as a lost cache would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { ensureDebianProgram } from './debian';
import { freePort } from './smtp';

export const REDIS_SERVER_PATH = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

export interface OwnRedis {
  readonly port: number;
  readonly url: string;
  /** Whether the server is running now. */
  running(): boolean;
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined); // not up yet: connect() says so
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const program = ensureDebianProgram(REDIS_SERVER_PATH, 'redis-server');
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;

  const start = async () => {
    child = spawn(program, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { detached: true, stdio: 'ignore' });
    const deadline = Date.now() + 10_000;
    while (!(await answers(url))) {
      if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
      if (Date.now() > deadline) throw new Error(`redis-server did not answer on port ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const stop = async () => {
    const current = child;
    if (current?.pid === undefined || current.exitCode !== null) return;
    const gone = new Promise((resolve) => current.once('exit', resolve));
    process.kill(-current.pid, 'SIGKILL');
    await gone;
  };
  await start();
  return { port, url, running: () => child !== undefined && child.exitCode === null, stop, start };
}
