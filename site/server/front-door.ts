/**
 * What the site's server (site/server/main.ts) does to each request before Next sees it, and to
 * each response on its way out. It knows one thing of the site's routes: only the API (`/api/…`)
 * takes a method other than GET and HEAD.
 *
 * Refusals, answered before Next reads a byte of the body:
 *
 * - a request line that names no path (`GET http://elsewhere/ HTTP/1.1`, `OPTIONS *`) gets 400:
 *   this server is no proxy, and Next answered an absolute URL with a 308 to the named host.
 * - TRACE gets 405: a `Request` cannot carry it, so Next answered it with 500. CONNECT, which
 *   Node hands to no request handler, gets 405 too instead of a dropped connection. (Node's parser
 *   refuses TRACK and other unknown methods itself, with 400.)
 * - a path with a malformed percent-escape (`/%ff/`, `/news/%/`) gets 400: Next threw a URIError
 *   and answered 500.
 * - a page (any path outside `/api/`) asked with a method other than GET or HEAD gets 405: pages
 *   answered POST, PUT and PATCH with 200. Refused here rather than in Next's proxy, which would
 *   first buffer the whole body (up to 10 MB) to hand it on.
 *
 * Marks. The client's address (site/server/client-address.ts) is written into
 * CLIENT_ADDRESS_HEADER, and Next's repeated-slash redirect (`//about/`, `/a\b/`) is handed to the
 * proxy: Next answers it before its `headers()` rules and its proxy run, so it carried no security
 * headers. The path is collapsed here and the request marked (COLLAPSED_HEADER); the proxy
 * answers a page's with the same 308, headers and all (site/server/request-gate.ts), and an API
 * path is served as collapsed. No mark is ever taken from a client.
 *
 * Responses. Every response is compressed here (the `compression` middleware Next itself uses,
 * with Next's own `compress` turned off in site/next.config.ts), and an HTML page is rewritten on
 * its way into it so the framework's scripts load after the first paint (site/server/after-paint.ts):
 * Next has no setting for either order.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { compressResponse, deferRuntime } from './after-paint';
import { CLIENT_ADDRESS_HEADER } from './client-address';
import { COLLAPSED_HEADER, UNKNOWN_PATH_HEADER } from './request-gate';

/** What a page takes. */
export const PAGE_METHODS = ['GET', 'HEAD'] as const;

export interface Refusal {
  readonly status: number;
  readonly message: string;
  /** JSON for the API, plain text for the rest. */
  readonly api: boolean;
  readonly allow?: string;
}

/** Answers a refusal and closes the connection, so a body the client still sends is never read. */
export function refuse(response: ServerResponse, { status, message, api, allow }: Refusal, headers: Record<string, string> = {}): void {
  response.writeHead(status, {
    ...(allow === undefined ? {} : { allow }),
    ...headers,
    'content-type': api ? 'application/json' : 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    connection: 'close',
  });
  response.end(api ? JSON.stringify({ error: message }) : `${message}\n`);
}

const isApi = (path: string): boolean => path === '/api' || path.startsWith('/api/');

/** Why a request is refused before Next sees it, if it is: its method and its request target as sent (path and query). */
export function refusalOf(method: string, target: string): Refusal | undefined {
  if (!target.startsWith('/')) return { status: 400, message: 'The request must name a path on this site.', api: false };
  const queryAt = target.indexOf('?');
  const path = queryAt < 0 ? target : target.slice(0, queryAt);
  const api = isApi(path);
  // An API route lists its own methods in answer to OPTIONS.
  if (method === 'TRACE') return { status: 405, message: 'TRACE is not allowed.', api, allow: api ? undefined : PAGE_METHODS.join(', ') };
  try {
    decodeURIComponent(path);
  } catch {
    return { status: 400, message: 'The address has a malformed percent-escape.', api };
  }
  if (!api && !(PAGE_METHODS as readonly string[]).includes(method)) {
    return { status: 405, message: `${method} is not allowed here: pages take ${PAGE_METHODS.join(' and ')}.`, api, allow: PAGE_METHODS.join(', ') };
  }
  return undefined;
}

/** The path with repeated slashes and backslashes collapsed, and its query as it was; undefined when nothing collapses. */
export function collapsedTarget(target: string): string | undefined {
  const queryAt = target.indexOf('?');
  const path = queryAt < 0 ? target : target.slice(0, queryAt);
  if (!/\\|\/\//.test(path)) return undefined;
  return `${path.replace(/[\\/]+/g, '/')}${queryAt < 0 ? '' : target.slice(queryAt)}`;
}

/**
 * The request listener in front of Next: refusals, marks, compression and the HTML rewrite.
 * `addressOf` names the request's client (site/server/client-address.ts).
 */
export function frontDoor(listener: RequestListener, addressOf: (request: IncomingMessage) => string): RequestListener {
  const compress = compressResponse();
  return (request, response) => {
    // The site's own marks are never taken from a client.
    delete request.headers[COLLAPSED_HEADER];
    delete request.headers[UNKNOWN_PATH_HEADER];
    request.headers[CLIENT_ADDRESS_HEADER] = addressOf(request);
    const target = request.url ?? '/';
    const refusal = refusalOf(request.method ?? 'GET', target);
    if (refusal !== undefined) {
      refuse(response, refusal);
      return;
    }
    const collapsed = collapsedTarget(target);
    if (collapsed !== undefined) {
      request.url = collapsed;
      request.headers[COLLAPSED_HEADER] = '1';
    }
    compress(request, response, () => {
      deferRuntime(response);
      listener(request, response);
    });
  };
}

/** CONNECT, which no request listener sees: 405 rather than a dropped connection. */
export function refuseConnect(_request: IncomingMessage, socket: Duplex): void {
  socket.end('HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
}
