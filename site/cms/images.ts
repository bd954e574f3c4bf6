/** A WordPress media item as the records carry it: the one image shape (`ImageRecord`), with its size when WordPress knows it. */
import type { ImageRecord } from '../../records';

/** What the site's queries select of a media item (the `Image` fragment, or a part of it). */
interface MediaNode {
  readonly sourceUrl?: string | null;
  readonly altText?: string | null;
  readonly mediaDetails?: { readonly width?: number | null; readonly height?: number | null } | null;
}

/** The media item as an image record; undefined without a URL. */
export function toImageRecord(node: MediaNode | null | undefined): ImageRecord | undefined {
  if (!node?.sourceUrl) return undefined;
  return { src: node.sourceUrl, alt: node.altText ?? '', width: node.mediaDetails?.width ?? undefined, height: node.mediaDetails?.height ?? undefined };
}
