/**
 * A site worker for the acceptor's tests: the site's http.Server (its guard and front door)
 * around a stand-in for Next that takes `WORKER_BUSY_MS` of the worker's CPU for every request to
 * `/busy` (a page render holding the event loop), answers other paths at once, with the
 * number of renders done before each other answer.
 */
import { takeConnections } from '../../site/server/acceptor';
import { createSiteServer } from '../../site/server/site-server';

const busyMs = Number(process.env.WORKER_BUSY_MS ?? 0);
let rendered = 0;

const server = createSiteServer(
  (request, response) => {
    if (request.url?.startsWith('/busy')) {
      const until = performance.now() + busyMs;
      while (performance.now() < until) {
        // a render holding the event loop
      }
      rendered += 1;
      response.end('rendered');
      return;
    }
    response.end(`served ${request.url ?? ''} to ${request.socket.remoteAddress ?? ''} after ${rendered} renders`);
  },
  { trustedProxies: [] },
);
// A shorter header timeout than the site's, for the test that the worker enforces it.
if (process.env.WORKER_HEADERS_TIMEOUT_MS !== undefined) server.headersTimeout = Number(process.env.WORKER_HEADERS_TIMEOUT_MS);
void takeConnections(server).then((connections) => connections.ready());
