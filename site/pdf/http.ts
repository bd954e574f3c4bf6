/**
 * HTTP around the PDF service: the bearer token, the body limit, the JSON body, and the answer
 * (the PDF bytes, or a status with a JSON reason). Route handlers stay a few lines.
 */
import type { z } from 'zod';
import { secretMatches } from '../editor/secret';
import { readJson } from '../request-body';
import { PRIVATE_NO_STORE } from '../cache-headers';
import { PDF_BODY_LIMIT_BYTES, PDF_RETRY_AFTER_S } from './limits';
import { PdfError, renderSitePdf, type PdfResult } from './service';

/** A JSON error answer. */
export function problem(status: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ error: message }, { status, headers: { 'cache-control': PRIVATE_NO_STORE, ...headers } });
}

/** True when the request carries `Authorization: Bearer {token}`, compared in constant time. */
export function hasBearer(request: Request, token: string | undefined): boolean {
  return secretMatches(/^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1], token);
}

/** The JSON body checked against `schema`: the data, or a 4xx naming what is wrong. */
export async function readJsonBody<T extends z.ZodType>(request: Request, schema: T, limit = PDF_BODY_LIMIT_BYTES): Promise<z.output<T> | Response> {
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) return problem(415, 'send the body as application/json');
  const body = await readJson(request, limit);
  if (!body.ok) return body.reason === 'too-large' ? problem(413, `the body is larger than ${limit} bytes`) : problem(400, body.reason === 'not-json' ? 'the body is not valid JSON' : 'the body could not be read');
  const parsed = schema.safeParse(body.value);
  if (!parsed.success) return problem(400, parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; '));
  return parsed.data;
}

/** The header that says what of the request was not applied (printable ASCII, as a header must be). */
export const PDF_DIAGNOSTIC_HEADER = 'x-pdf-diagnostic';

/** The PDF as an attachment. */
export function pdfResponse({ bytes, fileName, dropped }: PdfResult): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${fileName}"`,
      'content-length': String(bytes.length),
      'cache-control': PRIVATE_NO_STORE,
      ...(dropped === undefined ? {} : { [PDF_DIAGNOSTIC_HEADER]: dropped.replace(/[^\x20-\x7e]/g, '?') }),
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
