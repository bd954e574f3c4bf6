/**
 * The site's front door: limits and refusals below Next, loaded before it with
 * `node --require ./site/server/front-door.cjs node_modules/next/dist/bin/next start site`
 * (`npm start` and the test and bench servers start the site so). Plain JavaScript, because Node
 * loads it as it is, before anything is compiled. It knows one thing of the site's routes: only
 * the API (`/api/…`) takes a method other than GET and HEAD.
 *
 * Limits. `next start` creates its http.Server with Node's defaults and has no setting for them:
 * a client may take 60 s to finish its headers and 300 s to send a body, and connections are
 * checked every 30 s, so a slow client held a connection for 64 s (headers) or 304 s (a body
 * shorter than its Content-Length). Every HTTP server created in this process gets instead
 * limits that fit this site, whose largest request body (the PDF service's and the revalidation
 * hook's) is 64 KB and a form post at most 32 KB:
 *
 * - the headers within HEADERS_TIMEOUT_MS, the whole request (headers and body) within
 *   REQUEST_TIMEOUT_MS; past either Node answers 408 and closes the connection. 64 KB in 15 s is
 *   35 kbit/s, slower than any phone network still in use. Only receiving the request is timed:
 *   a PDF that takes 20 s to render is unaffected.
 * - connections checked every CHECK_INTERVAL_MS, so a cut-off comes within a second of its limit.
 *
 * Refusals, answered before Next reads a byte of the body:
 *
 * - TRACE gets 405: a `Request` cannot carry it, so Next answered it with 500. CONNECT, which
 *   Node hands to no request handler, gets 405 too instead of a dropped connection. (Node's parser
 *   refuses TRACK and other unknown methods itself, with 400.)
 * - a path with a malformed percent-escape (`/%ff/`, `/news/%/`) gets 400: Next threw a URIError
 *   and answered 500.
 * - a page (any path outside `/api/`) asked with a method other than GET or HEAD gets 405: pages
 *   answered POST, PUT and PATCH with 200. Refused here rather than in Next's proxy, which would
 *   first buffer the whole body (up to 10 MB) to hand it on.
 *
 * Responses. Every response is compressed here (the `compression` middleware Next itself uses,
 * with Next's own `compress` turned off in site/next.config.ts), and an HTML page is rewritten on
 * its way into it so the framework's scripts load after the first paint
 * (site/server/runtime-after-paint.cjs): Next has no setting for either order.
 *
 * And it hands Next's repeated-slash redirect (`//about/`, `/a\b/`) to the proxy: Next answers it
 * before its `headers()` rules and its proxy run, so it carried no security headers. The path is
 * collapsed here and the request marked (COLLAPSED_HEADER, never taken from a client); the proxy
 * answers a page's with the same 308, headers and all (site/server/request-gate.ts), and an API
 * path is served as collapsed.
 */
const http = require('node:http');
const compression = require('compression');
const { deferRuntime } = require('./runtime-after-paint.cjs');

const HEADERS_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 15_000;
const CHECK_INTERVAL_MS = 1_000;

/** The server options every HTTP server of the site is created with. */
const LIMITS = Object.freeze({ headersTimeout: HEADERS_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS, connectionsCheckingInterval: CHECK_INTERVAL_MS });

/** Marks a request whose path was collapsed here; site/server/request-gate.ts reads it. */
const COLLAPSED_HEADER = 'x-front-door-collapsed';
/** Marks a path the CMS does not know; only the proxy sets it (site/server/request-gate.ts). */
const UNKNOWN_PATH_HEADER = 'x-site-unknown-path';

/** What a page takes. */
const PAGE_METHODS = ['GET', 'HEAD'];

/**
 * A refusal: JSON for the API, plain text for the rest; the connection is closed, so a body the
 * client still sends is never read.
 * @param {import('node:http').ServerResponse} response
 * @param {{ status: number, message: string, api: boolean, allow?: string }} refusal
 */
function refuse(response, { status, message, api, allow }) {
  response.writeHead(status, {
    ...(allow === undefined ? {} : { allow }),
    'content-type': api ? 'application/json' : 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    connection: 'close',
  });
  response.end(api ? JSON.stringify({ error: message }) : `${message}\n`);
}

/**
 * Why a request is refused before Next sees it, if it is.
 * @param {string} method
 * @param {string} path the request's path, its query removed
 * @returns {{ status: number, message: string, api: boolean, allow?: string } | undefined}
 */
function refusalOf(method, path) {
  const api = path === '/api' || path.startsWith('/api/');
  // An API route lists its own methods in answer to OPTIONS.
  if (method === 'TRACE') return { status: 405, message: 'TRACE is not allowed.', api, allow: api ? undefined : PAGE_METHODS.join(', ') };
  try {
    decodeURIComponent(path);
  } catch {
    return { status: 400, message: 'The address has a malformed percent-escape.', api };
  }
  if (!api && !PAGE_METHODS.includes(method)) {
    return { status: 405, message: `${method} is not allowed here: pages take ${PAGE_METHODS.join(' and ')}.`, api, allow: PAGE_METHODS.join(', ') };
  }
  return undefined;
}

/**
 * The request listener behind the front door.
 * @param {http.RequestListener} listener
 * @returns {http.RequestListener}
 */
function frontDoor(listener) {
  const compress = compression();
  /** @type {http.RequestListener} */
  const respond = (request, response) => compress(request, response, () => {
    deferRuntime(response);
    listener(request, response);
  });
  return (request, response) => {
    // The site's own marks are never taken from a client.
    delete request.headers[COLLAPSED_HEADER];
    delete request.headers[UNKNOWN_PATH_HEADER];
    const url = request.url ?? '/';
    const queryAt = url.indexOf('?');
    let path = queryAt < 0 ? url : url.slice(0, queryAt);
    // Only a path (origin-form): an absolute URL (`GET http://host/ HTTP/1.1`) keeps its `//`.
    if (path.startsWith('/') && /\\|\/\//.test(path)) {
      path = path.replace(/[\\/]+/g, '/');
      request.url = `${path}${queryAt < 0 ? '' : url.slice(queryAt)}`;
      request.headers[COLLAPSED_HEADER] = '1';
    }
    const refusal = refusalOf(request.method ?? 'GET', path);
    if (refusal === undefined) respond(request, response);
    else refuse(response, refusal);
  };
}

/** @param {import('node:stream').Duplex} socket */
function refuseConnect(_request, socket) {
  socket.end('HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
}

const createServer = http.createServer;

/**
 * `http.createServer` with the site's limits (options a caller passes win) and its front door.
 * @param {http.ServerOptions | http.RequestListener} [options]
 * @param {http.RequestListener} [listener]
 */
function createSiteServer(options, listener) {
  const [given, handler] = typeof options === 'function' ? [{}, options] : [options ?? {}, listener];
  const server = handler === undefined ? createServer({ ...LIMITS, ...given }) : createServer({ ...LIMITS, ...given }, frontDoor(handler));
  server.on('connect', refuseConnect);
  return server;
}

http.createServer = createSiteServer;

module.exports = { LIMITS, COLLAPSED_HEADER, UNKNOWN_PATH_HEADER, refusalOf };
