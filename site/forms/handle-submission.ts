/**
 * The form endpoints (`POST /api/vendor`, `/api/broker-toolkit`, `/api/contact`,
 * `/api/community`): rate limit, read the JSON body within 32 KB, turn bots away (honeypot and
 * fill-time token), validate with the form's schema, map the contact form's recipient to a
 * property mailbox the CMS knows, store once per idempotency key, and only then answer 200.
 *
 * Answers: 200 `{ok: true}`; 400 `{errors: {field: message}}` (`form` for the whole form);
 * 413, 415, 422, 429 and 503 with `{errors: {form: message}}`. Nothing else, and no details of
 * a failure inside the server.
 */
import { createHash } from 'node:crypto';
import { FORM_ERROR_KEY, HONEYPOT_FIELD, MAX_BODY_BYTES, type FormKind } from '../../renderers/ui/forms/constants';
import { fieldErrors, formSchemas, guardSchema } from '../../renderers/ui/forms/schemas';
import { formError, jsonResponse, readJsonBody } from './body';
import { clientAddressOf } from '../server/client-address';
import type { FormServices } from './services';
import { checkToken, tokenNonce, type TokenVerdict } from './tokens';

const TOKEN_MESSAGES: Readonly<Record<Exclude<TokenVerdict, 'ok'>, string>> = {
  missing: 'This form could not be verified. Please submit it again.',
  invalid: 'This form could not be verified. Please submit it again.',
  expired: 'This form has been open for a long time. Please submit it again.',
  'too-fast': 'Please take a moment to check your details, then submit again.',
};

/** A token that already served another submission. */
const TOKEN_USED = 'This form was already sent. Please submit it again to send another message.';

const isFilled = (value: unknown): boolean => value !== undefined && value !== null && value !== '' && value !== false;

/**
 * The key a retry of this request shares: the caller's Idempotency-Key, else token nonce + body.
 * Either way a token serves one submission (`SubmissionStore.claimToken`): a retry under it is
 * the same submission, anything else is refused and the form asked to fetch a new token.
 */
function idempotencyKey(kind: FormKind, header: string | null, token: string, payload: unknown): string {
  if (header !== null) return `${kind}:key:${header}`;
  const digest = createHash('sha256').update(`${tokenNonce(token)}\n${JSON.stringify(payload)}`).digest('base64url');
  return `${kind}:body:${digest}`;
}

const unavailable = (message: string, error: unknown): Response => {
  console.error(`Form endpoint: ${message}: ${error instanceof Error ? error.message : String(error)}`);
  return formError(503, 'We could not save your details just now. Nothing was sent: please try again in a moment.', { 'retry-after': '30' });
};

async function rateLimited(services: FormServices, request: Request): Promise<Response | undefined> {
  const address = clientAddressOf(request.headers);
  const decision = await services.limiter.hit(address);
  if (decision.allowed) return undefined;
  // Once per address and window, so that a flood does not flood the log as well.
  if (decision.firstRefusal) console.warn(`Form rate limit: ${address} sent more than ${decision.limit} submissions in the window; refusing it until the window ends`);
  const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
  const wait = seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return formError(429, `Too many submissions from your network. Please try again in ${wait}.`, { 'retry-after': String(seconds) });
}

/** A body the form's schema and the bot checks accept, or the 400 that refuses it. */
type Checked = { readonly ok: true; readonly payload: Record<string, unknown>; readonly token: string } | { readonly ok: false; readonly response: Response };

function checkBody(kind: FormKind, value: Record<string, unknown>, services: FormServices): Checked {
  const guard = guardSchema.safeParse(value);
  if (!guard.success || isFilled(guard.data[HONEYPOT_FIELD])) return { ok: false, response: formError(400, 'This form could not be accepted.') };
  const token = guard.data.token ?? '';
  const verdict = checkToken(token, services.secret, { minAgeMs: services.minFillMs });
  const parsed = formSchemas[kind].safeParse(value);
  if (parsed.success && verdict === 'ok') return { ok: true, payload: parsed.data, token };
  const errors: Record<string, string> = parsed.success ? {} : { ...fieldErrors(parsed.error) };
  if (verdict !== 'ok') errors[FORM_ERROR_KEY] = TOKEN_MESSAGES[verdict];
  // `renewToken` tells the form to fetch a fresh token before the visitor tries again.
  const renew = verdict !== 'ok' && verdict !== 'too-fast';
  return { ok: false, response: jsonResponse(400, { errors, ...(renew ? { renewToken: true } : {}) }) };
}

/**
 * The property mailbox a contact body names, as the CMS holds it (the address mailed is never the
 * string the browser sent); null for the other forms.
 */
async function mailboxFor(payload: Record<string, unknown>, services: FormServices): Promise<{ readonly recipient: string | null } | { readonly response: Response }> {
  if (typeof payload.recipient !== 'string') return { recipient: null };
  let mailbox;
  try {
    mailbox = await services.findMailbox(payload.recipient);
  } catch (error) {
    return { response: unavailable('the property mailboxes could not be read from the CMS', error) };
  }
  if (mailbox === undefined) return { response: jsonResponse(400, { errors: { recipient: 'This form cannot send messages to that address.' } }) };
  return { recipient: mailbox.email };
}

/** Answers one form submission. */
export async function handleSubmission(kind: FormKind, request: Request, services: FormServices): Promise<Response> {
  const limited = await rateLimited(services, request);
  if (limited) return limited;
  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok) return formError(body.status, body.message);
  const idempotencyHeader = request.headers.get('idempotency-key');
  if (idempotencyHeader !== null && !/^[\x21-\x7e]{1,200}$/.test(idempotencyHeader)) {
    return formError(400, 'The Idempotency-Key header must be 1 to 200 visible ASCII characters.');
  }
  const checked = checkBody(kind, body.value, services);
  if (!checked.ok) return checked.response;
  const mailbox = await mailboxFor(checked.payload, services);
  if ('response' in mailbox) return mailbox.response;
  const { recipient } = mailbox;
  const payload = recipient === null ? checked.payload : { ...checked.payload, recipient };
  try {
    const key = idempotencyKey(kind, idempotencyHeader, checked.token, payload);
    if (!(await services.store.claimToken(tokenNonce(checked.token), key))) return jsonResponse(400, { errors: { [FORM_ERROR_KEY]: TOKEN_USED }, renewToken: true });
    const result = await services.store.accept({ form: kind, idempotencyKey: key, payload, recipient });
    if (result.kind === 'conflict') return formError(422, 'This request was already sent with other details.');
  } catch (error) {
    return unavailable('the submission could not be stored', error);
  }
  services.accepted();
  return jsonResponse(200, { ok: true });
}
