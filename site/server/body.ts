/**
 * Reads a form request's JSON body within a byte limit. The limit is enforced while reading: a
 * declared Content-Length over it is refused before a byte is read, and a body that streams past
 * it (chunked, or lying about its length) is cut off at the limit, never buffered whole.
 */
import { FORM_ERROR_KEY } from '../forms/constants';

export type BodyResult =
  | { readonly ok: true; readonly value: Record<string, unknown> }
  | { readonly ok: false; readonly status: 400 | 413 | 415; readonly message: string };

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

export const isJsonContentType = (value: string | null): boolean => value !== null && JSON_TYPE.test(value.trim());

async function readLimited(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array | undefined> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

const tooLarge = (maxBytes: number): BodyResult => ({ ok: false, status: 413, message: `The request is larger than ${maxBytes / 1024} KB.` });

/** The body as a JSON object, or why not (415 not JSON, 413 too large, 400 malformed). */
export async function readJsonBody(request: Request, maxBytes: number): Promise<BodyResult> {
  if (!isJsonContentType(request.headers.get('content-type'))) {
    return { ok: false, status: 415, message: 'Send the form as application/json.' };
  }
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) return tooLarge(maxBytes);
  if (request.body === null) return { ok: false, status: 400, message: 'The request has no body.' };
  let bytes: Uint8Array | undefined;
  try {
    bytes = await readLimited(request.body, maxBytes);
  } catch {
    return { ok: false, status: 400, message: 'The request body could not be read.' };
  }
  if (bytes === undefined) return tooLarge(maxBytes);
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return { ok: false, status: 400, message: 'The request body is not valid JSON.' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, status: 400, message: 'The request body must be a JSON object.' };
  }
  return { ok: true, value: value as Record<string, unknown> };
}

/** The JSON answer of every form endpoint; never cached. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

/** A refusal that belongs to no single field. */
export const formError = (status: number, message: string, headers?: Record<string, string>): Response =>
  jsonResponse(status, { errors: { [FORM_ERROR_KEY]: message } }, headers);
