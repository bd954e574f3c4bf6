/**
 * A request's body as JSON within a byte limit, for every endpoint that reads one (forms, PDF,
 * revalidation). The limit is enforced while reading: a declared Content-Length over it is
 * refused before a byte is read, and a body that streams past it (chunked, or lying about its
 * length) is cut off at the limit, never buffered whole.
 */
export type LimitedBody =
  | { readonly ok: true; readonly text: string }
  /** `too-large`: over the limit; `unreadable`: the stream failed; `not-utf8`: the bytes are not UTF-8 text. */
  | { readonly ok: false; readonly reason: 'too-large' | 'unreadable' | 'not-utf8' };

async function readBytes(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array | undefined> {
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

/** The body as UTF-8 text (`''` when there is none), or why not. */
export async function readLimited(request: Request, maxBytes: number): Promise<LimitedBody> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, reason: 'too-large' };
  if (request.body === null) return { ok: true, text: '' };
  let bytes: Uint8Array | undefined;
  try {
    bytes = await readBytes(request.body, maxBytes);
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  if (bytes === undefined) return { ok: false, reason: 'too-large' };
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, reason: 'not-utf8' };
  }
}

export type JsonBody =
  | { readonly ok: true; readonly value: unknown }
  /** As `LimitedBody`'s, and `not-json` for text that is not JSON (invalid UTF-8 included). */
  | { readonly ok: false; readonly reason: 'too-large' | 'unreadable' | 'not-json' };

/** The body parsed as JSON (`readLimited`, then `JSON.parse`), or why not. */
export async function readJson(request: Request, maxBytes: number): Promise<JsonBody> {
  const body = await readLimited(request, maxBytes);
  if (!body.ok) return { ok: false, reason: body.reason === 'not-utf8' ? 'not-json' : body.reason };
  try {
    return { ok: true, value: JSON.parse(body.text) as unknown };
  } catch {
    return { ok: false, reason: 'not-json' };
  }
}
