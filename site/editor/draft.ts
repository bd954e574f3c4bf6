/**
 * Draft mode for editors (`GET /api/draft?secret=…&uri=/news/some-post/`, or a signed link
 * `?uri=…&expires=…&token=…` as the WordPress plugin's Preview button makes, which does not
 * show the secret to whoever can preview): with the secret or a valid signature, the
 * browser gets Next's draft-mode cookie, so pages render on every request instead of from the
 * prerendered cache, and is sent to the page. It is sent only to a uri the CMS knows, as the CMS
 * spells it (always a path on this site): the `uri` parameter can never redirect elsewhere.
 */
import { PRIVATE_NO_STORE } from '../cache-headers';
import { DRAFT_MAX_SECONDS, DRAFT_SESSION_COOKIE, draftCookieAttributes, draftSessionValue } from './draft-session';
import { draftTokenMatches, presentedSecret, secretMatches } from './secret';

/** What the handler calls; Next's functions in the route, fakes in tests. */
export interface DraftEffects {
  readonly secret: string | undefined;
  /** The uri of the page or post at `uri`, or null when the CMS has none. */
  findUri(uri: string): Promise<string | null>;
  /** Next's draft mode on, its cookie ending at `expires` (Unix seconds). */
  enableDraftMode(expires: number): Promise<void>;
}

const json = (status: number, body: unknown) => Response.json(body, { status, headers: { 'cache-control': PRIVATE_NO_STORE } });

const MAX_URI_LENGTH = 1024;

export async function handleDraft(request: Request, effects: DraftEffects): Promise<Response> {
  if (effects.secret === undefined) return json(404, { error: 'draft mode is disabled: REVALIDATE_SECRET is not set' });
  const url = new URL(request.url);
  const rawUri = url.searchParams.get('uri') ?? '';
  const token = url.searchParams.get('token');
  const allowed =
    token === null
      ? secretMatches(url.searchParams.get('secret') ?? presentedSecret(request.headers), effects.secret)
      : draftTokenMatches({ uri: rawUri, expires: url.searchParams.get('expires'), token }, effects.secret);
  if (!allowed) return json(401, { error: token === null ? 'a valid secret is required' : 'the preview link is invalid or has expired; press Preview again' });
  const uri = rawUri.trim();
  if (!uri.startsWith('/') || uri.length > MAX_URI_LENGTH) return json(400, { error: 'uri: the path of a page, such as /about/' });
  let found: string | null;
  try {
    found = await effects.findUri(uri);
  } catch (error) {
    console.error('draft mode: the CMS could not be read', error);
    return json(502, { error: 'the CMS did not answer; try again shortly' });
  }
  // Only a site path leaves here: the CMS's own uri, never the parameter.
  if (found === null || !found.startsWith('/') || found.startsWith('//')) return json(404, { error: 'uri: no page or post has this uri' });
  // The session ends with the link, and never more than the maximum from now.
  const linkExpires = token === null ? Number.POSITIVE_INFINITY : Number(url.searchParams.get('expires'));
  const expires = Math.min(linkExpires, Math.floor(Date.now() / 1000) + DRAFT_MAX_SECONDS);
  await effects.enableDraftMode(expires);
  const response = new Response(null, { status: 307, headers: { location: found, 'cache-control': PRIVATE_NO_STORE } });
  response.headers.append('set-cookie', sessionCookie(draftSessionValue(expires, effects.secret), expires));
  return response;
}

/** The session cookie's Set-Cookie line (or, with an empty value and no lifetime, the line that clears it). */
function sessionCookie(value: string, expires: number): string {
  const attributes = draftCookieAttributes(expires);
  return [`${DRAFT_SESSION_COOKIE}=${value}`, 'Path=/', `Expires=${attributes.expires.toUTCString()}`, 'HttpOnly', `SameSite=${attributes.sameSite === 'none' ? 'None' : 'Lax'}`, ...(attributes.secure ? ['Secure'] : [])].join('; ');
}

/** Leaving draft mode: the cookie is cleared and the editor lands on the home page. */
export async function handleDraftExit(disableDraftMode: () => Promise<void>): Promise<Response> {
  await disableDraftMode();
  const response = new Response(null, { status: 307, headers: { location: '/', 'cache-control': PRIVATE_NO_STORE } });
  response.headers.append('set-cookie', sessionCookie('', 0));
  return response;
}
