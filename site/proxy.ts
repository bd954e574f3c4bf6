/**
 * Next's proxy: every page request passes here before it is routed (see
 * site/server/request-gate.ts for what is decided and why); the API routes and the build's static
 * files do not. Its answers carry the security headers, as every response does (`next.config.ts`
 * `headers()`).
 */
import { NextResponse, type NextRequest } from 'next/server';
import { getSiteConfig } from '../config';
import { DRAFT_COOKIE, PRIVATE_NO_STORE } from './cache-headers';
import { knownUris } from './cms/known-uris';
import { DRAFT_SESSION_COOKIE, draftSessionValid, withoutCookies } from './editor/draft-session';
import { COLLAPSED_HEADER, decide, UNKNOWN_PATH_HEADER } from './server/request-gate';

const known = knownUris();

/**
 * Next sees its draft-mode cookie only beside a valid draft session (site/editor/draft-session.ts):
 * otherwise the request goes on without it, as a visitor's, and both cookies are cleared.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  if (!request.cookies.has(DRAFT_COOKIE) || draftSessionValid(request.cookies.get(DRAFT_SESSION_COOKIE)?.value, getSiteConfig().revalidateSecret)) return route(request);
  const headers = new Headers(request.headers);
  headers.set('cookie', withoutCookies(headers.get('cookie') ?? '', [DRAFT_COOKIE, DRAFT_SESSION_COOKIE]));
  const response = await route(request, headers);
  for (const name of [DRAFT_COOKIE, DRAFT_SESSION_COOKIE]) response.cookies.set(name, '', { path: '/', expires: new Date(0) });
  // An answer that clears cookies is this browser's alone: no shared cache keeps it.
  response.headers.set('cache-control', PRIVATE_NO_STORE);
  return response;
}

/** The request gate's decision, with `requestHeaders` (when given) as the request's from here on. */
async function route(request: NextRequest, requestHeaders?: Headers): Promise<NextResponse> {
  const next = () => NextResponse.next(requestHeaders === undefined ? undefined : { request: { headers: requestHeaders } });
  const { pathname } = request.nextUrl;
  // As sent: Next's `nextUrl` leaves out its own `_rsc` key, which a redirected RSC request needs to keep.
  const { search } = new URL(request.url);
  const decision = decide(pathname, search, request.headers.has(COLLAPSED_HEADER));
  switch (decision.kind) {
    case 'pass':
      return next();
    case 'redirect':
      // Next writes a Location on this origin as a path, as its own redirects have it.
      return NextResponse.redirect(new URL(decision.location, request.url), 308);
    case 'malformed':
      return new NextResponse('The address has a malformed percent-escape.\n', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
    case 'needsCms': {
      // The CMS not answering must not take the site down with it: the page's last good copy is served.
      if (await known.has(decision.uri).catch(() => true)) return next();
      const headers = new Headers(requestHeaders ?? request.headers);
      headers.set(UNKNOWN_PATH_HEADER, '1');
      const response = NextResponse.next({ request: { headers } });
      // No shared cache keeps it either: each unknown path would be an entry of its own there.
      response.headers.set('cache-control', PRIVATE_NO_STORE);
      return response;
    }
  }
}

export const config = {
  // Not the build's files, and not the API: a POST through the proxy has its whole body buffered first.
  matcher: ['/((?!_next/static/|api/).*)'],
};
