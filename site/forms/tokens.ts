/**
 * The forms' fill-time tokens: a bot that posts straight away, or replays a token from long ago,
 * is turned away without a CAPTCHA. Pages are prerendered and cached, so a token cannot be signed
 * into the page; each form fetches one from `GET /api/form-token/` when it appears, and the
 * endpoint accepts it once it is FORMS_MIN_FILL_SECONDS old and until it is 12 hours old.
 *
 * A token is `{issued at, base 36}.{random nonce}.{HMAC-SHA256 of both, base64url}`; the secret
 * is FORMS_SECRET, or one generated once and kept in the submission store, so that every
 * instance sharing the store accepts the tokens of the others.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a form may stay open before its token expires. */
export const TOKEN_MAX_AGE_MS = 12 * 60 * 60 * 1000;

/** A token from a clock slightly ahead (another instance) is still fine. */
const CLOCK_SKEW_MS = 30_000;

export type TokenVerdict = 'ok' | 'missing' | 'invalid' | 'too-fast' | 'expired';

const sign = (secret: string, payload: string): string => createHmac('sha256', secret).update(`form-token.v1.${payload}`).digest('base64url');

export function issueToken(secret: string, now: number = Date.now()): string {
  const payload = `${now.toString(36)}.${randomBytes(12).toString('base64url')}`;
  return `${payload}.${sign(secret, payload)}`;
}

export interface TokenRules {
  readonly minAgeMs: number;
  readonly maxAgeMs?: number;
  readonly now?: number;
}

export function checkToken(token: unknown, secret: string, { minAgeMs, maxAgeMs = TOKEN_MAX_AGE_MS, now = Date.now() }: TokenRules): TokenVerdict {
  if (typeof token !== 'string' || token === '') return 'missing';
  const match = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return 'invalid';
  const [, issued = '', nonce = '', signature = ''] = match;
  const expected = Buffer.from(sign(secret, `${issued}.${nonce}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  const age = now - parseInt(issued, 36);
  if (age < -CLOCK_SKEW_MS) return 'invalid';
  if (age > maxAgeMs) return 'expired';
  if (age < minAgeMs) return 'too-fast';
  return 'ok';
}

/** The nonce part, unique per token: it scopes the idempotency key of a submission. */
export const tokenNonce = (token: string): string => token.split('.')[1] ?? '';
