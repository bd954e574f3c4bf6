/**
 * The 404 of the app's own route prefixes (`/api/`, `/images/`, `/blocks/`) for a path no route of
 * theirs serves. These catch-all routes exist so that such a path never falls through to the CMS
 * pages' catch-all, whose answers Next caches (one entry per path asked for); they are dynamic,
 * so nothing of theirs is cached.
 */

/** For an API path: JSON, as every API answer. */
export function noSuchEndpoint(): Response {
  return Response.json({ error: 'There is no such endpoint.' }, { status: 404, headers: { 'cache-control': 'no-store' } });
}

/** For a file path (an image, a block schema): plain text, as a missing file gets. */
export function noSuchFile(): Response {
  return new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}
