import { revalidateTag } from 'next/cache';
import { getSiteConfig } from '../../../../config';
import { refreshCmsSchema } from '../../../cms/cms-schema';
import { handleRevalidate, implicitPathTags } from '../../../editor/revalidate';
import { searchContentChanged } from '../../../search/store';

/** `POST /api/revalidate`: WordPress refreshes the paths and tags it names (site/editor/revalidate.ts). */
export function POST(request: Request): Promise<Response> {
  return handleRevalidate(request, {
    secret: getSiteConfig().revalidateSecret,
    // Stale-while-revalidate, for paths and tags alike: the next visit gets the last good page and
    // starts the refresh, so a CMS that is down at that moment never turns a built page into an
    // error page (implicitPathTags says why `revalidatePath` itself is not used).
    revalidatePath: (path, type) => {
      // Every revalidation refreshes a path; a plugin may have been switched on or off since, so
      // the CMS's schema is read again too, here and not by a page (no page's cache entry is
      // touched: expiring the pages that once read it would make them render while the visitor
      // waits, and fail if the CMS is down at that moment).
      const { cmsGraphqlUrl } = getSiteConfig();
      if (cmsGraphqlUrl !== undefined) refreshCmsSchema(cmsGraphqlUrl);
      for (const tag of implicitPathTags(path, type)) revalidateTag(tag, 'max');
    },
    revalidateTag: (tag) => revalidateTag(tag, 'max'),
    searchChanged: searchContentChanged,
  });
}
