/**
 * `<CmsImage>`: the one renderer of the `image()` field. This site's raster images go through
 * Next's optimizer (sharp), which serves AVIF or WebP at the widths `sizes` asks for (`srcset`),
 * so a phone never gets the 1600 px original: with known dimensions as next/image draws them (no
 * layout shift), without them on an `<img>` whose box the layout draws. Vector images, and images on
 * another host (a WordPress media host, whose own renditions the CMS schema does not carry yet),
 * are served as they are. The page's largest image above the fold (`preload`) is preloaded,
 * fetched with high priority and never lazy.
 *
 * It is also rendered in the browser (the cards the news index's 'Load More' brings), so it reads no
 * server configuration; imported by client code it brings next/image's `getImageProps` (about
 * 4 KB gzip) with it, so client components take pictures drawn by the server where they can (the
 * desktop menus' featured pictures, the profile portraits).
 */
import { getImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';
// The one module of the URL policy, not the engine's index: this file is also rendered in the
// browser, which must not load the engine (and zod) for it.
import { isImageSrc } from '../../engine/flatten/urls';
import type { ImageRecord } from '../../records';
import { cn } from './cn';

/** A rounded corner: top-left, top-right, bottom-right, bottom-left. */
export type Corner = 'tl' | 'tr' | 'br' | 'bl';

/** The site's one corner radius, 40 px. */
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

/** Only http(s) and site paths: never `javascript:` and never inline `data:` images (the engine's policy). */
export function safeSrc(src: string): string | undefined {
  return isImageSrc(src) ? src.trim() : undefined;
}

/** True for an image the optimizer serves: a raster image of this site (a root-relative path). */
export function optimizable(src: string): boolean {
  if (!src.startsWith('/') || src.startsWith('//')) return false;
  return !/\.svg(?:[?#]|$)/i.test(src);
}

export interface CmsImageProps {
  readonly image: ImageRecord | undefined;
  readonly sizes?: string;
  readonly className?: string;
  readonly corners?: readonly Corner[];
  /** For the largest image above the fold: loaded eagerly and early. */
  readonly preload?: boolean;
  /** For an image likely above the fold: loaded at once rather than when scrolled near, at its normal priority. */
  readonly eager?: boolean;
}

/**
 * An image of known dimensions: next/image's `<img>`, attribute for attribute (its `getImageProps`
 * in the order its component writes them), drawn by the server. The component itself is a client
 * component, which would ship next/image's runtime to every page and hydrate every picture for
 * nothing: these images have no placeholder and no load handler.
 */
function SizedImage({ src, alt, width, height, sizes, className, preload, eager, unoptimized }: { readonly src: string; readonly alt: string; readonly width: number; readonly height: number; readonly sizes: string | undefined; readonly className: string | undefined; readonly preload: boolean; readonly eager: boolean; readonly unoptimized: boolean }) {
  const { props } = getImageProps({ src, alt, width, height, sizes, className, preload, fetchPriority: preload ? 'high' : undefined, loading: eager && !preload ? 'eager' : undefined, unoptimized });
  if (preload) preloadResource(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: props.fetchPriority });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's own markup, without its client runtime
    <img alt={props.alt} fetchPriority={props.fetchPriority} loading={props.loading} width={props.width} height={props.height} decoding={props.decoding} data-nimg="1" className={props.className} style={props.style} sizes={props.sizes} srcSet={props.srcSet} src={props.src} />
  );
}

/**
 * An image whose box the layout draws (an aspect ratio, a cover) but whose size the CMS did not
 * give: next/image needs one to reserve space, so its optimized sources (`srcset` for `sizes`) go
 * on a plain `<img>`, preloaded like next/image's when it is the page's largest.
 */
function SizedByLayout({ src, alt, sizes, className, preload, eager }: { readonly src: string; readonly alt: string; readonly sizes: string; readonly className: string; readonly preload: boolean; readonly eager: boolean }) {
  // The width only names the fallback `src`; with `sizes`, the `srcset` holds every configured width.
  const { props } = getImageProps({ src, alt, sizes, width: 1920, height: 1080, loading: preload || eager ? 'eager' : 'lazy', fetchPriority: preload ? 'high' : undefined });
  if (preload) preloadResource(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's sources on an image without intrinsic dimensions
    <img src={props.src} srcSet={props.srcSet} sizes={props.sizes} alt={alt} loading={props.loading} fetchPriority={props.fetchPriority} decoding="async" className={className || undefined} />
  );
}

export function CmsImage({ image, sizes, className, corners = [], preload = false, eager = false }: CmsImageProps) {
  const src = image === undefined ? undefined : safeSrc(image.src);
  if (image === undefined || src === undefined) return null;
  const classes = cn(cornerClassNames(corners), className);
  const { alt } = image;
  if (image.width !== undefined && image.height !== undefined) {
    return (
      <SizedImage
        src={src}
        alt={alt}
        width={Math.round(image.width)}
        height={Math.round(image.height)}
        sizes={sizes}
        className={classes || undefined}
        preload={preload}
        eager={eager}
        unoptimized={!optimizable(src)}
      />
    );
  }
  if (sizes !== undefined && optimizable(src)) return <SizedByLayout src={src} alt={alt} sizes={sizes} className={classes} preload={preload} eager={eager} />;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- neither a size nor an optimizable source: served as it is
    <img src={src} alt={alt} className={classes || undefined} loading={preload || eager ? 'eager' : 'lazy'} fetchPriority={preload ? 'high' : undefined} decoding="async" />
  );
}
