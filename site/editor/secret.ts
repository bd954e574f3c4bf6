/**
 * The shared secret of the CMS hooks (revalidation, draft mode): `REVALIDATE_SECRET`. Compared in
 * constant time: both sides are hashed first, so neither the content nor the length of the
 * secret leaks through how long a wrong guess takes to be refused.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

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
