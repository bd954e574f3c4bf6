import { draftMode } from 'next/headers';
import { getPageByUri } from '../../../cms/loaders';
import { getSiteConfig } from '../../../../config';
import { handleDraft } from '../../../editor/draft';

/** `GET /api/draft?secret=&uri=`: draft mode for editors (site/editor/draft.ts). */
export function GET(request: Request): Promise<Response> {
  return handleDraft(request, {
    secret: getSiteConfig().revalidateSecret,
    findUri: async (uri) => (await getPageByUri(uri))?.uri ?? null,
    enableDraftMode: async () => (await draftMode()).enable(),
  });
}
