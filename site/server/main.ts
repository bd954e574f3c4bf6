/**
 * The site's server: what `npm start` runs (`tsx site/server/main.ts [-p PORT] [-H HOST]`).
 *
 * Two processes (site/server/acceptor.ts says why): this one accepts connections on the port,
 * refuses one client's connections past its cap, and hands the rest to a worker it forks. The
 * worker runs Next's documented custom server (`next({ dev: false, dir })` and its request handler)
 * inside the site's own http.Server (site/server/site-server.ts: timeouts, per-client caps, the
 * front door), so its limits hold wherever the site runs this way.
 *
 * `next start` has none of these (docs/server.md), so the site is started this way everywhere:
 * here, in the browser tests and in the benchmarks (tests/e2e/server.ts). Stopping either process
 * stops both: SIGTERM or SIGINT to the acceptor passes to the worker, and the acceptor exits with
 * the worker.
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { getSiteConfig } from '../../config';
import { createAcceptor, takeConnections } from './acceptor';
import { markFrontDoor, proxyMatcher } from './client-address';
import { GUARD_LIMITS } from './connection-guard';
import { connectionKeyOf, createSiteServer } from './site-server';

/** Set in the worker's environment. */
const WORKER_ENV = 'LARKSPUR_SITE_WORKER';
/** How long requests still running may take to finish when the site stops. */
const STOP_GRACE_MS = 10_000;

async function acceptor(): Promise<void> {
  const { values } = parseArgs({ options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } } });
  const port = Number(values.port ?? process.env.PORT ?? 3000);
  const hostname = values.hostname;
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`not a port: ${values.port ?? process.env.PORT}`);
  // As `next start` runs: production, and the port where the PDF service finds the site (site/pdf/service.ts).
  Object.assign(process.env, { NODE_ENV: 'production', PORT: String(port) });
  const config = getSiteConfig();
  const worker = fork(__filename, process.argv.slice(2), { env: { ...process.env, [WORKER_ENV]: '1' }, stdio: 'inherit' });
  let stopping = false;
  worker.once('exit', (code, signal) => {
    if (!stopping) console.error(`The site's worker stopped (${code ?? signal}); the site stops with it.`);
    process.exit(code ?? (stopping ? 0 : 1));
  });
  const { server, workerReady } = createAcceptor({ worker, connectionsPerClient: GUARD_LIMITS.connectionsPerClient, connectionKey: connectionKeyOf(proxyMatcher(config.trustedProxies)) });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    server.close();
    if (worker.exitCode === null) worker.kill(signal);
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  await workerReady;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => resolve());
  });
  const shown = hostname === undefined ? 'localhost' : hostname.includes(':') ? `[${hostname}]` : hostname;
  console.warn(`Larkspur site ready on http://${shown}:${port}${config.trustedProxies.length > 0 ? ` (X-Forwarded-For from ${config.trustedProxies.join(', ')})` : ''}`);
}

async function worker(): Promise<void> {
  const { values } = parseArgs({ options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } } });
  const port = Number(process.env.PORT);
  const config = getSiteConfig();
  const { default: next } = await import('next');
  const app = next({ dev: false, dir: path.resolve(__dirname, '..'), ...(values.hostname === undefined ? {} : { hostname: values.hostname }), port });
  await app.prepare();
  markFrontDoor();
  const handle = app.getRequestHandler();
  const server = createSiteServer((request, response) => void handle(request, response), { trustedProxies: config.trustedProxies });
  const connections = await takeConnections(server);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.close();
    const done = () => void app.close().finally(() => process.exit(0));
    // Each connection is closed as soon as it has no request running.
    const waitForRequests = setInterval(() => {
      server.closeIdleConnections();
      if (connections.open.size > 0) return;
      clearInterval(waitForRequests);
      done();
    }, 100);
    // Requests still running after the grace time are cut.
    setTimeout(() => process.exit(0), STOP_GRACE_MS).unref();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  // The acceptor gone (killed without a word): nothing more can arrive.
  process.once('disconnect', stop);
  connections.ready();
}

if (require.main === module) {
  (process.env[WORKER_ENV] === '1' ? worker() : acceptor()).catch((error: unknown) => {
    console.error(error instanceof Error ? error.stack ?? error.message : String(error));
    process.exit(1);
  });
}
