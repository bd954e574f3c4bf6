import type definition from '../block-schemas/core-gallery';
import type { BlockData, BlockProps } from '../engine';
import { CmsImage } from './ui/cms-image';
import { CmsLink } from './ui/cms-link';
import { cn, flowClass } from './ui/cn';
import { RichText } from './ui/rich-text';

type Data = BlockData<typeof definition>;
type LegacyImage = Data['images'][number];

/** Columns from a tablet up; a phone shows two (one for a one-column gallery). */
const columnClasses: Readonly<Record<number, string>> = {
  1: 'grid-cols-1',
  2: 'grid-cols-2',
  3: 'grid-cols-2 md:grid-cols-3',
  4: 'grid-cols-2 md:grid-cols-4',
  5: 'grid-cols-2 md:grid-cols-5',
  6: 'grid-cols-2 md:grid-cols-3 lg:grid-cols-6',
  7: 'grid-cols-2 md:grid-cols-4 lg:grid-cols-7',
  8: 'grid-cols-2 md:grid-cols-4 lg:grid-cols-8',
};

/**
 * Tiles for the inner core/image blocks (and the older `images`): each fills its cell, squared
 * off when the gallery crops, with its caption below.
 */
const TILES = '[&_figure]:m-0 [&_figure]:w-full [&_img]:w-full [&_figcaption]:mt-1 [&_figcaption]:text-xs';
const CROPPED = '[&_img]:aspect-square [&_img]:object-cover';

/**
 * Where an older gallery's image links, as `linkTo` says: its full-size file (the `link` of the
 * oldest galleries) or its attachment page.
 */
function linkOf(image: LegacyImage, linkTo: Data['linkTo']): string {
  if (linkTo === 'media' || linkTo === 'file') return image.fullUrl || image.link || image.url?.src || '';
  return linkTo === 'attachment' || linkTo === 'post' ? image.link : '';
}

function LegacyTile({ image, linkTo }: { readonly image: LegacyImage; readonly linkTo: Data['linkTo'] }) {
  if (image.url === undefined) return null;
  const picture = <CmsImage image={{ ...image.url, alt: image.alt || image.url.alt }} sizes="(min-width: 768px) 33vw, 50vw" />;
  const href = linkOf(image, linkTo);
  return (
    <li>
      <figure>
        {href === '' ? picture : <CmsLink link={{ url: href }}>{picture}</CmsLink>}
        <RichText as="figcaption" html={image.caption} />
      </figure>
    </li>
  );
}

export default function CoreGallery({ data, block, children }: BlockProps<typeof definition>) {
  const legacy = data.images.filter((image) => image.url !== undefined);
  if (children === undefined && legacy.length === 0) return null;
  const count = children === undefined ? legacy.length : 3;
  const columns = Math.min(8, Math.max(1, Math.round(data.columns ?? Math.min(count, 3))));
  const grid = cn('grid gap-3 md:gap-4', columnClasses[columns], TILES, data.imageCrop && CROPPED);
  const gallery = (
    <figure id={data.anchor} className={data.className}>
      {children === undefined ? (
        // Older galleries are a list of images, as WordPress saved them.
        <ul role="list" className={grid}>
          {legacy.map((image, index) => (
            // The images have no ids of their own; the list is rendered whole, so the index is stable.
            <LegacyTile key={index} image={image} linkTo={data.linkTo} />
          ))}
        </ul>
      ) : (
        <div className={grid}>{children}</div>
      )}
      <RichText as="figcaption" html={data.caption} className="mt-3 text-center text-sm text-slate/80" />
    </figure>
  );
  const flow = flowClass(block, data.align === 'wide' || data.align === 'full' ? 'wide' : 'text');
  return flow === undefined ? gallery : <div className={flow}>{gallery}</div>;
}
