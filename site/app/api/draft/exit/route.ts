import { draftMode } from 'next/headers';
import { handleDraftExit } from '../../../../editor/draft';

/** `GET /api/draft/exit/`: back to the published site. */
export function GET(): Promise<Response> {
  return handleDraftExit(async () => (await draftMode()).disable());
}
