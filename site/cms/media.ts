/** The media items the blocks of a page refer to by attachment id. */
import { MediaItemsDocument } from '../../codegen/generated/graphql';
import type { ImageMap } from '../../engine';
import { cmsQuery } from './client';
import { toImageRecord } from './images';

/** WPGraphQL serves at most 100 nodes a page. */
const MEDIA_PAGE_SIZE = 100;

/** The media items with these attachment ids, keyed by id as the block data holds them; one request per 100. */
export async function getMediaItems(ids: readonly string[]): Promise<ImageMap> {
  const images = new Map<string, unknown>();
  for (let start = 0; start < ids.length; start += MEDIA_PAGE_SIZE) {
    const chunk = ids.slice(start, start + MEDIA_PAGE_SIZE);
    const { mediaItems } = await cmsQuery(MediaItemsDocument, { ids: chunk, first: chunk.length });
    for (const node of mediaItems?.nodes ?? []) {
      const record = toImageRecord(node);
      if (record !== undefined) images.set(String(node.databaseId), record);
    }
  }
  return images;
}
