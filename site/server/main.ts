/**
 * The site's server: what `npm start` runs (`tsx site/server/main.ts [-p PORT] [-H HOST]`).
 * Next's documented custom server (`next({ dev: false, dir })` and its request handler) inside
 * the site's own http.Server (site/server/site-server.ts: timeouts, per-client caps, the front
 * door), so its limits hold wherever the site runs this way.
 *
 * `next start` has none of these (docs/server.md), so the site is started this way everywhere:
 * here, in the browser tests and in the benchmarks (tests/e2e/server.ts).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { getSiteConfig } from '../../config';
import { markFrontDoor } from './client-address';
import { createSiteServer } from './site-server';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } } });
  const port = Number(values.port ?? process.env.PORT ?? 3000);
  const hostname = values.hostname;
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`not a port: ${values.port ?? process.env.PORT}`);
  // As `next start` runs: production, and the port where the PDF service finds the site (site/pdf/service.ts).
  Object.assign(process.env, { NODE_ENV: 'production', PORT: String(port) });
  const config = getSiteConfig();
  const { default: next } = await import('next');
  const app = next({ dev: false, dir: path.resolve(__dirname, '..'), ...(hostname === undefined ? {} : { hostname }), port });
  await app.prepare();
  markFrontDoor();
  const handle = app.getRequestHandler();
  const server = createSiteServer((request, response) => void handle(request, response), { trustedProxies: config.trustedProxies });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => resolve());
  });
  const shown = hostname === undefined ? 'localhost' : hostname.includes(':') ? `[${hostname}]` : hostname;
  console.warn(`Larkspur site ready on http://${shown}:${port}${config.trustedProxies.length > 0 ? ` (X-Forwarded-For from ${config.trustedProxies.join(', ')})` : ''}`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.close(() => void app.close().finally(() => process.exit(0)));
    server.closeIdleConnections();
    // Requests still running after 10 s are cut.
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.stack ?? error.message : String(error));
    process.exit(1);
  });
}
