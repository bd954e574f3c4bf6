/**
 * HTTP around the PDF service: the bearer token, the body limit, the JSON body, and the answer
 * (the PDF bytes, or a status with a JSON reason). Route handlers stay a few lines.
 */
import { timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import { PDF_BODY_LIMIT_BYTES, PDF_RETRY_AFTER_S } from './limits';
import { PdfError, renderSitePdf, type PdfResult } from './service';

/** A JSON error answer. */
export function problem(status: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ error: message }, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

/** True when the request carries `Authorization: Bearer {token}`, compared in constant time. */
export function hasBearer(request: Request, token: string | undefined): boolean {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer (.+)$/.exec(header);
  if (!token || !match?.[1]) return false;
  const given = Buffer.from(match[1]);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The body as text, refusing more than `limit` bytes without reading them all. */
export async function readLimited(request: Request, limit: number): Promise<string | PdfError> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > limit) return new PdfError(`the body is larger than ${limit} bytes`, 413);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return new PdfError(`the body is larger than ${limit} bytes`, 413);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The JSON body checked against `schema`: the data, or a 4xx naming what is wrong. */
export async function readJsonBody<T extends z.ZodType>(request: Request, schema: T, limit = PDF_BODY_LIMIT_BYTES): Promise<z.output<T> | Response> {
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) return problem(415, 'send the body as application/json');
  const text = await readLimited(request, limit);
  if (text instanceof PdfError) return problem(text.status, text.message);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return problem(400, 'the body is not valid JSON');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return problem(400, parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; '));
  return parsed.data;
}

/** The PDF as an attachment. */
export function pdfResponse({ bytes, fileName }: PdfResult): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${fileName}"`,
      'content-length': String(bytes.length),
      'cache-control': 'no-store',
    },
  });
}

/** Renders and answers, turning a `PdfError` into its status. */
export async function answerPdf(run: () => Promise<PdfResult>): Promise<Response> {
  try {
    return pdfResponse(await run());
  } catch (error) {
    if (!(error instanceof PdfError)) {
      console.error('PDF render failed:', error);
      return problem(500, 'the PDF could not be made');
    }
    if (error.status >= 500 && error.status !== 504) console.error(`PDF: ${error.message}`);
    return problem(error.status, error.message, error.status === 429 ? { 'retry-after': String(PDF_RETRY_AFTER_S) } : {});
  }
}

export { renderSitePdf };
