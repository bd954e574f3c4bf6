import { getSiteConfig } from '../../../../config';
import { clientAddressOf } from '../../../server/client-address';
import { answerPdf, hasBearer, problem, readJsonBody } from '../../../pdf/http';
import { pdfRequestSchema, renderSitePdf } from '../../../pdf/service';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * `POST /api/pdf`: `Authorization: Bearer {PDF_SERVICE_TOKEN}` and the JSON body
 * `{pdfFileName, link, itemsToHide, itemsToClick, itemsToStyle}`; answers the PDF of a page of
 * this site. Without a configured token every request is refused.
 */
export async function POST(request: Request): Promise<Response> {
  if (!hasBearer(request, getSiteConfig().pdfServiceToken)) return problem(401, 'a valid bearer token is required', { 'www-authenticate': 'Bearer' });
  const body = await readJsonBody(request, pdfRequestSchema);
  if (body instanceof Response) return body;
  return answerPdf(() => renderSitePdf(body, clientAddressOf(request.headers), request.signal));
}
