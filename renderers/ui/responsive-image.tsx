/**
 * `<ResponsiveImage>`: a block's desktop image, and its separate phone image when the CMS has one.
 * Without a separate phone image, one image serves both.
 */
import { CmsImage, type Corner } from './cms-image';
import type { ImageRecord } from '../../records';
import { cn } from './cn';

export interface ResponsiveImageProps {
  readonly desktop: ImageRecord | undefined;
  readonly mobile?: ImageRecord | undefined;
  /** `sizes` of the desktop image; the phone image is full width. */
  readonly sizes: string;
  readonly corners?: readonly Corner[];
  readonly className?: string;
  readonly preload?: boolean;
}

export function ResponsiveImage({ desktop, mobile, sizes, corners, className, preload }: ResponsiveImageProps) {
  const phone = mobile ?? desktop;
  if (desktop === undefined || phone === undefined || phone.src === desktop.src) {
    return <CmsImage image={desktop ?? phone} sizes={sizes} corners={corners} className={className} preload={preload} />;
  }
  return (
    <>
      <CmsImage image={desktop} sizes={sizes} corners={corners} className={cn('hidden md:block', className)} preload={preload} />
      <CmsImage image={phone} sizes="100vw" corners={corners} className={cn('md:hidden', className)} preload={preload} />
    </>
  );
}
