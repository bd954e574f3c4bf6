import type { CSSProperties, ReactNode } from 'react';
import type definition from '../block-schemas/core-cover';
import type { BlockData, BlockProps } from '../engine';
import { CmsImage, safeSrc } from './ui/cms-image';
import { backgroundPresets, cn, flowClass, presetClass } from './ui/cn';
import { isEarlyBlock, safeColor, safeGradient } from './ui/core';
import { videoPlayer } from './ui/video-embed';

type Data = BlockData<typeof definition>;

/** The overlay's opacity in the editor's steps of ten, as full classes. */
const dimClasses: Readonly<Record<number, string>> = {
  0: 'opacity-0',
  10: 'opacity-10',
  20: 'opacity-20',
  30: 'opacity-30',
  40: 'opacity-40',
  50: 'opacity-50',
  60: 'opacity-60',
  70: 'opacity-70',
  80: 'opacity-80',
  90: 'opacity-90',
  100: 'opacity-100',
};

/** `contentPosition` ('top left' … 'bottom right'): where the content sits, as flex alignment. */
const verticalClasses = { top: 'items-start', center: 'items-center', bottom: 'items-end' } as const;
const horizontalClasses = { left: 'justify-start', center: 'justify-center', right: 'justify-end' } as const;

function positionClasses(position: string): string {
  const [vertical = 'center', horizontal = 'center'] = position.trim().split(/\s+/);
  return cn(
    Object.hasOwn(verticalClasses, vertical) ? verticalClasses[vertical as keyof typeof verticalClasses] : 'items-center',
    Object.hasOwn(horizontalClasses, horizontal) ? horizontalClasses[horizontal as keyof typeof horizontalClasses] : 'justify-center',
  );
}

/**
 * The overlay's strength over media: the editor's `dimRatio` (default half), in steps of ten.
 * Without media (none set, or one refused) the overlay is the whole background the text sits on,
 * so it is opaque whatever `dimRatio` says: white text over a faint wash of the page is unreadable.
 */
function dimClass(data: Data, hasMedia: boolean): string {
  if (!hasMedia) return 'opacity-100';
  const ratio = data.dimRatio ?? 50;
  return dimClasses[Math.min(100, Math.max(0, Math.round(ratio / 10) * 10))] ?? 'opacity-50';
}

/** The overlay's colour: a gradient, a preset, a custom colour, or the site's ink. */
function overlayLook(data: Data): { className?: string; style?: CSSProperties } {
  const gradient = safeGradient(data.customGradient);
  if (gradient !== undefined) return { style: { backgroundImage: gradient } };
  if (data.gradient !== '') return { className: 'bg-linear-135 from-slate to-ink' };
  const preset = presetClass(backgroundPresets, data.overlayColor);
  if (preset !== undefined) return { className: preset };
  const custom = safeColor(data.customOverlayColor);
  return custom === undefined ? { className: 'bg-ink' } : { style: { backgroundColor: custom } };
}

const FILL = 'absolute inset-0 size-full';

/** The background: an image, a video file, or a YouTube/Vimeo video playing silently. */
function Background({ data, eager }: { readonly data: Data; readonly eager: boolean }): ReactNode {
  const source = data.url === undefined ? undefined : safeSrc(data.url.src);
  if (source === undefined) return null;
  if (data.backgroundType === 'video') {
    return <video className={cn(FILL, 'object-cover object-(--cover-focal)')} src={source} autoPlay muted loop playsInline aria-hidden="true" />;
  }
  if (data.backgroundType === 'embed-video') {
    const player = videoPlayer(source, { background: true });
    if (player === undefined) return null;
    // A 16:9 frame scaled past the box's edges, so the video covers it as an image would. It is
    // decoration: `inert` keeps its player out of the tab order and away from screen readers.
    return (
      <iframe
        src={player.src}
        title={player.title}
        inert
        aria-hidden="true"
        allow="autoplay; encrypted-media; picture-in-picture"
        className="pointer-events-none absolute top-1/2 left-1/2 aspect-video min-h-full w-[max(100%,177.8vh)] -translate-x-1/2 -translate-y-1/2 border-0"
      />
    );
  }
  // A background has no intrinsic size to reserve (so no width and height): it fills the cover's box. Without alt text it is decoration.
  return <CmsImage image={{ src: source, alt: data.alt.trim() }} eager={eager} className={cn(FILL, 'object-cover object-(--cover-focal)')} />;
}

const HEIGHT_UNITS = new Set(['px', 'vh', 'vw', 'em', 'rem', '%']);

/** The box's own style: the editor's minimum height and the image's focal point. */
function boxStyle(data: Data): CSSProperties | undefined {
  const style: Record<string, string> = {};
  if (data.minHeight !== undefined && data.minHeight > 0 && HEIGHT_UNITS.has(data.minHeightUnit)) {
    style.minHeight = `${Math.min(data.minHeight, 10_000)}${data.minHeightUnit}`;
  }
  const { x, y } = data.focalPoint ?? {};
  if (x !== undefined && y !== undefined) style['--cover-focal'] = `${Math.round(x * 1000) / 10}% ${Math.round(y * 1000) / 10}%`;
  return Object.keys(style).length === 0 ? undefined : (style as CSSProperties);
}

/** Light text (headings and links too) on a dark cover; the site's ink on a light one. */
const toneClasses = {
  dark: 'text-white [&_:is(h1,h2,h3,h4,h5,h6)]:text-white [&_a]:text-white! [&_a:hover]:text-mist!',
  light: 'text-ink',
} as const;

export default function CoreCover({ data, block, children }: BlockProps<typeof definition>) {
  const hasMedia = data.url !== undefined && safeSrc(data.url.src) !== undefined;
  if (children === undefined && !hasMedia) return null;
  const Tag = data.tagName;
  const overlay = overlayLook(data);
  const cover = (
    <Tag
      id={data.anchor}
      className={cn(
        'relative isolate flex min-h-[26rem] overflow-hidden',
        data.align !== 'full' && 'rounded-tl-[40px] rounded-br-[40px]',
        positionClasses(data.contentPosition),
        toneClasses[data.isDark ? 'dark' : 'light'],
        data.className,
      )}
      style={boxStyle(data)}
    >
      <Background data={data} eager={isEarlyBlock(block)} />
      <span aria-hidden="true" className={cn(FILL, dimClass(data, hasMedia), overlay.className)} style={overlay.style} />
      {children === undefined ? null : <div className="relative w-full max-w-3xl space-y-4 px-6 py-12 md:px-10 md:py-16">{children}</div>}
    </Tag>
  );
  if (block.path.includes('.innerBlocks')) return cover;
  return data.align === 'full' ? <div className="my-10">{cover}</div> : <div className={flowClass(block, 'wide')}>{cover}</div>;
}
