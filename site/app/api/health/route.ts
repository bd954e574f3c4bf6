/**
 * `GET /api/health/`: 200 `{"ok": true}` while the server answers. For load balancers and for the
 * test and bench harnesses, which must know the server is up without requesting a page: a page
 * request can start a revalidation of that page against whatever CMS the server is pointed at.
 */
import { PRIVATE_NO_STORE } from '../../../cache-headers';

export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json({ ok: true }, { headers: { 'cache-control': PRIVATE_NO_STORE } });
}
