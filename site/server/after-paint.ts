/**
 * Typed doors to the two plain-JavaScript pieces the site's server puts around every response:
 * the `compression` middleware (the one Next itself uses) and the HTML rewrite that loads the
 * framework's scripts after the first paint (site/server/runtime-after-paint.cjs, which says why).
 */
import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';

const load = createRequire(__filename);

/** Compresses what `response` is sent after `next` is called, as the client's Accept-Encoding allows. */
export type CompressMiddleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

const compression = load('compression') as () => CompressMiddleware;
const afterPaint = load('./runtime-after-paint.cjs') as { deferRuntime(response: ServerResponse): void };

/** A new compression middleware with the package's defaults (gzip, deflate; responses of 1 KB and more). */
export function compressResponse(): CompressMiddleware {
  return compression();
}

/**
 * Whether the rewrite is on: always, unless the server is started with `RUNTIME_AFTER_PAINT=off`,
 * which serves the framework's scripts as Next wrote them, so that the bench can measure what the
 * rewrite gains on the same build.
 */
export const runtimeAfterPaint = (env: NodeJS.ProcessEnv = process.env): boolean => env.RUNTIME_AFTER_PAINT !== 'off';

const deferring = runtimeAfterPaint();

/** Makes `response` rewrite an HTML page's framework scripts to load after the first paint; anything else passes untouched. */
export function deferRuntime(response: ServerResponse): void {
  if (deferring) afterPaint.deferRuntime(response);
}
