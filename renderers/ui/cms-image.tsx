/**
 * `<CmsImage>`: the one renderer of the `image()` field. With known dimensions it is next/image
 * (no layout shift); without them a plain lazy `<img>`. Images are served as they are
 * (`unoptimized`): the CMS already makes sized renditions, so the site needs no image optimizer.
 */
import Image from 'next/image';
import { cn } from './cn';

/** What a resolved image is (the engine's `ImageValue`, with `alt` optional). */
export interface CmsImageValue {
  readonly src: string;
  readonly alt?: string;
  readonly width?: number;
  readonly height?: number;
}

/** A rounded corner: top-left, top-right, bottom-right, bottom-left. */
export type Corner = 'tl' | 'tr' | 'br' | 'bl';

/** The 40 px corner radius of spec 9. */
export const cornerClasses: Readonly<Record<Corner, string>> = {
  tl: 'rounded-tl-[40px]',
  tr: 'rounded-tr-[40px]',
  br: 'rounded-br-[40px]',
  bl: 'rounded-bl-[40px]',
};

/** The classes that round a box's corners like an image's, for media that is not an image (a video). */
export function cornerClassNames(corners: readonly Corner[]): string {
  return cn(...corners.map((corner) => cornerClasses[corner]));
}

const IMAGE_PROTOCOLS = new Set(['http:', 'https:']);

/** Only http(s) and site-relative sources: never `javascript:` and never inline `data:` images. */
export function safeSrc(src: string): string | undefined {
  const trimmed = src.trim();
  try {
    return IMAGE_PROTOCOLS.has(new URL(trimmed, 'https://local.invalid/').protocol) && trimmed !== '' ? trimmed : undefined;
  } catch {
    return undefined;
  }
}

export interface CmsImageProps {
  readonly image: CmsImageValue | undefined;
  readonly sizes?: string;
  readonly className?: string;
  readonly corners?: readonly Corner[];
  /** For the largest image above the fold: loaded eagerly and early. */
  readonly preload?: boolean;
  /** For an image likely above the fold: loaded at once rather than when scrolled near, at its normal priority. */
  readonly eager?: boolean;
}

export function CmsImage({ image, sizes, className, corners = [], preload = false, eager = false }: CmsImageProps) {
  const src = image === undefined ? undefined : safeSrc(image.src);
  if (image === undefined || src === undefined) return null;
  const classes = cn(cornerClassNames(corners), className);
  const alt = image.alt ?? '';
  if (image.width !== undefined && image.height !== undefined) {
    return (
      <Image
        src={src}
        alt={alt}
        width={Math.round(image.width)}
        height={Math.round(image.height)}
        sizes={sizes}
        className={classes || undefined}
        preload={preload}
        loading={eager && !preload ? 'eager' : undefined}
        unoptimized
      />
    );
  }
  return (
    // next/image needs the intrinsic size to reserve space; this image arrived without one.
    // eslint-disable-next-line @next/next/no-img-element
    <img src={src} alt={alt} className={classes || undefined} loading={preload || eager ? 'eager' : 'lazy'} fetchPriority={preload ? 'high' : undefined} decoding="async" />
  );
}
