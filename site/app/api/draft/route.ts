import { cookies, draftMode } from 'next/headers';
import { getPageByUri } from '../../../cms/loaders';
import { getSiteConfig } from '../../../../config';
import { handleDraft } from '../../../editor/draft';
import { draftCookieAttributes } from '../../../editor/draft-session';
import { DRAFT_COOKIE } from '../../../cache-headers';

/** `GET /api/draft?secret=&uri=`: draft mode for editors (site/editor/draft.ts). */
export function GET(request: Request): Promise<Response> {
  return handleDraft(request, {
    secret: getSiteConfig().revalidateSecret,
    findUri: async (uri) => (await getPageByUri(uri))?.uri ?? null,
    enableDraftMode: async (expires) => {
      (await draftMode()).enable();
      // Next's cookie lasts the browser session; it ends with the link instead.
      const store = await cookies();
      const bypass = store.get(DRAFT_COOKIE);
      if (bypass !== undefined) store.set(DRAFT_COOKIE, bypass.value, draftCookieAttributes(expires));
    },
  });
}
