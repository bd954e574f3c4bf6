/**
 * Draft mode bound to the link that opened it. Next's draft-mode cookie (`__prerender_bypass`)
 * holds the build's one preview id, the same for every editor and good until the next build; on
 * its own it would keep a browser in draft mode long after its link expired. So the draft route
 * also sets this session cookie, signed with the shared secret, naming when the session ends (the
 * link's `expires`, at most DRAFT_MAX_SECONDS away) and an id of its own (one per link opened,
 * so one per editor). The proxy lets Next see the draft-mode cookie only beside a valid session.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { DRAFT_MAX_SECONDS, secretMatches } from './secret';

export { DRAFT_MAX_SECONDS };

/** The session cookie (its value: `{expires}.{id}.{signature}`). */
export const DRAFT_SESSION_COOKIE = 'larkspur_draft';

const sign = (expires: number, id: string, secret: string) => createHmac('sha256', secret).update(`draft-session ${expires} ${id}`, 'utf8').digest('hex');

/** A new session ending at `expires` (Unix seconds). */
export function draftSessionValue(expires: number, secret: string): string {
  const id = randomBytes(12).toString('hex');
  return `${expires}.${id}.${sign(expires, id, secret)}`;
}

/** True only when `value` is a session this secret signed, not yet ended and not longer than the maximum. */
export function draftSessionValid(value: string | undefined, secret: string | undefined, nowSeconds: number = Date.now() / 1000): boolean {
  const match = /^(\d{1,12})\.([0-9a-f]{24})\.([0-9a-f]{64})$/.exec(value ?? '');
  if (secret === undefined || match === null) return false;
  const expires = Number(match[1]);
  if (expires <= nowSeconds || expires - nowSeconds > DRAFT_MAX_SECONDS) return false;
  return secretMatches(match[3], sign(expires, match[2] ?? '', secret));
}

/** The cookie's attributes, as Next sets its own draft-mode cookie (the page may open in the editor's frame). */
export function draftCookieAttributes(expires: number): { httpOnly: true; sameSite: 'none' | 'lax'; secure: boolean; path: '/'; expires: Date } {
  const development = process.env.NODE_ENV === 'development';
  return { httpOnly: true, sameSite: development ? 'lax' : 'none', secure: !development, path: '/', expires: new Date(expires * 1000) };
}

/** A `Cookie` header without the named cookies. */
export function withoutCookies(header: string, names: readonly string[]): string {
  return header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !names.includes(part.slice(0, part.indexOf('=') === -1 ? part.length : part.indexOf('='))))
    .join('; ');
}
