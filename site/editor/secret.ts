/**
 * The shared secret of the CMS hooks (revalidation, draft mode): `REVALIDATE_SECRET`. Compared in
 * constant time: both sides are hashed first, so neither the content nor the length of the
 * secret leaks through how long a wrong guess takes to be refused.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/** True only when a secret is configured and `given` is exactly it. */
export function secretMatches(given: string | null | undefined, expected: string | undefined): boolean {
  if (expected === undefined || given === null || given === undefined || given === '') return false;
  return timingSafeEqual(digest(given), digest(expected));
}

/** The secret a request presents: `Authorization: Bearer …` or `x-revalidate-secret: …`. */
export function presentedSecret(headers: Headers): string | undefined {
  const bearer = /^Bearer\s+(.+)$/i.exec(headers.get('authorization') ?? '')?.[1]?.trim();
  return bearer ?? headers.get('x-revalidate-secret') ?? undefined;
}

/**
 * A signed draft link, so that a Preview link never carries the secret itself: `token` is the
 * hex HMAC-SHA256, keyed with the secret, of `draft {uri} {expires}` (expires: Unix seconds).
 * The WordPress plugin signs its Preview links this way (includes/preview.php).
 */
export function draftToken(uri: string, expires: number, secret: string): string {
  return createHmac('sha256', secret).update(`draft ${uri} ${expires}`, 'utf8').digest('hex');
}

/** The longest a signed Preview link, and the draft session it opens, may last, whatever a link says. */
export const DRAFT_MAX_SECONDS = 12 * 60 * 60;

/** How far the CMS's clock may run ahead of the site's: a link signed for exactly the maximum still opens. */
const CLOCK_SKEW_SECONDS = 300;

/**
 * True only when a secret is configured, `expires` is a time still to come, no further than
 * `maxSeconds` away (a link signed for years is refused all the same), and `token` signs `uri` with it.
 */
export function draftTokenMatches(
  link: { readonly uri: string; readonly expires: string | null; readonly token: string | null },
  secret: string | undefined,
  nowSeconds: number = Date.now() / 1000,
  maxSeconds: number = DRAFT_MAX_SECONDS + CLOCK_SKEW_SECONDS,
): boolean {
  if (secret === undefined || link.token === null || link.expires === null || !/^\d{1,12}$/.test(link.expires)) return false;
  const expires = Number(link.expires);
  if (expires <= nowSeconds || expires - nowSeconds > maxSeconds) return false;
  return secretMatches(link.token.toLowerCase(), draftToken(link.uri, expires, secret));
}
