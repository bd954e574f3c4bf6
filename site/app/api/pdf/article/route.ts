import { z } from 'zod';
import { getSiteConfig } from '../../../../../config';
import { clientAddressOf } from '../../../../server/client-address';
import { PRIVATE_NO_STORE } from '../../../../cache-headers';
import { articlePdfRequest } from '../../../../news/article/pdf-request';
import { getArticle } from '../../../../news/data';
import { answerPdf, problem, readJsonBody } from '../../../../pdf/http';
import { pdfRequestSchema, renderSitePdf } from '../../../../pdf/service';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const bodySchema = z.object({ slug: z.string().trim().min(1).max(200) });

/** The external service's answer passed on: the PDF, or its status alone. */
async function fromExternal(serviceUrl: string, token: string | undefined, body: unknown, signal: AbortSignal): Promise<Response> {
  const upstream = await fetch(serviceUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.any([signal, AbortSignal.timeout(35_000)]),
  }).catch(() => undefined);
  if (!upstream) return problem(502, 'the PDF service did not answer');
  if (!upstream.ok) return problem(upstream.status, 'the PDF service refused');
  return new Response(upstream.body, { headers: { 'content-type': 'application/pdf', 'cache-control': PRIVATE_NO_STORE } });
}

/**
 * `POST /api/pdf/article/` `{slug}`: the article page's Download as PDF. The browser names only
 * the article; this route builds the PDF service's request and adds the token on the server,
 * then asks
 * `PDF_SERVICE_URL` when set, or this site's own PDF service in process.
 */
export async function POST(request: Request): Promise<Response> {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin') return problem(403, 'only this site’s pages may ask for a PDF');
  const body = await readJsonBody(request, bodySchema, 1024);
  if (body instanceof Response) return body;
  const post = await getArticle(body.slug);
  if (!post) return problem(404, 'no such article');
  const pdfRequest = articlePdfRequest(post);
  const { pdfServiceUrl, pdfServiceToken } = getSiteConfig();
  if (pdfServiceUrl) return fromExternal(pdfServiceUrl, pdfServiceToken, pdfRequest, request.signal);
  return answerPdf(() => renderSitePdf(pdfRequestSchema.parse(pdfRequest), clientAddressOf(request.headers), request.signal));
}
