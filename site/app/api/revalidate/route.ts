import { revalidatePath, revalidateTag } from 'next/cache';
import { getSiteConfig } from '../../../config';
import { handleRevalidate } from '../../../editor/revalidate';
import { markSearchIndexStale } from '../../../search/store';

/** `POST /api/revalidate`: WordPress refreshes the paths and tags it names (site/editor/revalidate.ts). */
export function POST(request: Request): Promise<Response> {
  return handleRevalidate(request, {
    secret: getSiteConfig().revalidateSecret,
    revalidatePath,
    // A webhook wants the old data gone now, not served stale once more.
    revalidateTag: (tag) => revalidateTag(tag, { expire: 0 }),
    searchChanged: markSearchIndexStale,
  });
}
