/** A form request's JSON body within a byte limit (`readLimited`), and the forms' JSON answers. */
import { isRecord } from '../../engine';
import { FORM_ERROR_KEY } from '../../renderers/ui/forms/constants';
import { PRIVATE_NO_STORE } from '../cache-headers';
import { readJson } from '../request-body';

export type BodyResult =
  | { readonly ok: true; readonly value: Record<string, unknown> }
  | { readonly ok: false; readonly status: 400 | 413 | 415; readonly message: string };

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

export const isJsonContentType = (value: string | null): boolean => value !== null && JSON_TYPE.test(value.trim());

const bodyProblems = { unreadable: 'The request body could not be read.', 'not-json': 'The request body is not valid JSON.' } as const;

const tooLarge = (maxBytes: number): BodyResult => ({ ok: false, status: 413, message: `The request is larger than ${maxBytes / 1024} KB.` });

/** The body as a JSON object, or why not (415 not JSON, 413 too large, 400 malformed). */
export async function readJsonBody(request: Request, maxBytes: number): Promise<BodyResult> {
  if (!isJsonContentType(request.headers.get('content-type'))) {
    return { ok: false, status: 415, message: 'Send the form as application/json.' };
  }
  if (request.body === null) return { ok: false, status: 400, message: 'The request has no body.' };
  const body = await readJson(request, maxBytes);
  if (!body.ok) return body.reason === 'too-large' ? tooLarge(maxBytes) : { ok: false, status: 400, message: bodyProblems[body.reason] };
  const { value } = body;
  if (!isRecord(value)) return { ok: false, status: 400, message: 'The request body must be a JSON object.' };
  return { ok: true, value };
}

/** The JSON answer of every form endpoint; never cached. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'cache-control': PRIVATE_NO_STORE, ...headers } });
}

/** A refusal that belongs to no single field. */
export const formError = (status: number, message: string, headers?: Record<string, string>): Response =>
  jsonResponse(status, { errors: { [FORM_ERROR_KEY]: message } }, headers);
