/**
 * Signed requests from the WordPress plugin to the editor endpoints (`/api/editor/preview/`,
 * `/api/editor/validate/`), so that the secret itself never travels:
 *
 *   x-larkspur-timestamp: 1764180000                        (Unix seconds)
 *   x-larkspur-signature: hex HMAC-SHA256, keyed with REVALIDATE_SECRET, of
 *                         `{purpose} {timestamp}\n{body}`    (purpose: preview or validate)
 *
 * A signature is accepted for SIGNATURE_MAX_AGE_SECONDS after its timestamp (and a clock up to
 * SIGNATURE_MAX_SKEW_SECONDS ahead of this one), for the purpose it names only. The plugin signs
 * the same way (wordpress/larkspur-site/includes/editor-preview.php).
 */
import { createHmac } from 'node:crypto';
import { secretMatches } from './secret';

export type SignedPurpose = 'preview' | 'validate';

export const TIMESTAMP_HEADER = 'x-larkspur-timestamp';
export const SIGNATURE_HEADER = 'x-larkspur-signature';

/** How long a signed request stays valid: a slow network, never a replay days later. */
export const SIGNATURE_MAX_AGE_SECONDS = 300;
/** How far WordPress's clock may run ahead of the site's. */
export const SIGNATURE_MAX_SKEW_SECONDS = 60;

export function editorSignature(purpose: SignedPurpose, timestamp: number, body: string, secret: string): string {
  return createHmac('sha256', secret).update(`${purpose} ${timestamp}\n${body}`, 'utf8').digest('hex');
}

/** What the headers say before the body is read: a fresh timestamp and a signature of the right form, or why not. */
export function signedHeaders(headers: Headers, nowSeconds: number): { ok: true; timestamp: number; signature: string } | { ok: false; reason: string } {
  const stamp = headers.get(TIMESTAMP_HEADER) ?? '';
  const signature = (headers.get(SIGNATURE_HEADER) ?? '').trim().toLowerCase();
  if (!/^\d{1,12}$/.test(stamp) || !/^[0-9a-f]{64}$/.test(signature)) return { ok: false, reason: 'a signed request is required' };
  const timestamp = Number(stamp);
  if (timestamp < nowSeconds - SIGNATURE_MAX_AGE_SECONDS || timestamp > nowSeconds + SIGNATURE_MAX_SKEW_SECONDS) {
    return { ok: false, reason: 'the signature has expired (or the clocks of WordPress and the site differ by minutes)' };
  }
  return { ok: true, timestamp, signature };
}

/** True only when `signature` signs `body` for `purpose` at `timestamp` with `secret`. */
export function signatureMatches(purpose: SignedPurpose, timestamp: number, body: string, signature: string, secret: string): boolean {
  return secretMatches(signature, editorSignature(purpose, timestamp, body, secret));
}
