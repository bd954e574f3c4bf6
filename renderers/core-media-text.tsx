import type { CSSProperties } from 'react';
import type definition from '../block-schemas/core-media-text';
import type { BlockData, BlockProps } from '../engine';
import { decodeEntities } from '../engine/text';
import { CmsImage, safeSrc } from './ui/cms-image';
import { CmsLink } from './ui/cms-link';
import { backgroundPresets, cn, flowClass, presetClass, textPresets } from './ui/cn';

type Data = BlockData<typeof definition>;

const alignClasses = { '': 'md:items-center', top: 'md:items-start', center: 'md:items-center', bottom: 'md:items-end' } as const;

/** The media's share of the row from a tablet up (its `mediaWidth`, 15 to 85 percent). */
function columnsStyle(data: Data): CSSProperties {
  const share = Math.min(85, Math.max(15, data.mediaWidth ?? 50));
  return { '--media-share': `${share}%` } as CSSProperties;
}

const MEDIA_FIGURE = /<figure\b[^>]*\bwp-block-media-text__media\b[^>]*>([\s\S]*?)<\/figure>/i;
const MEDIA_ELEMENT = /<(?:img|video)\b[^>]*>/i;
const attributeOf = (tag: string, name: string): string | undefined => {
  const value = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
  return value === undefined ? undefined : decodeEntities(value);
};

/**
 * The block's own media (and its link) as its saved figure has them. wp-graphql-content-blocks
 * sources `mediaUrl`, `mediaAlt`, `href`, `rel` and `linkTarget` from the first `figure img` or
 * `figure a` of the rendered block, inner blocks included, so with the media on the right an
 * image or link among the inner blocks would stand in for the block's own.
 */
function ownMedia(data: Data, saved: string): Data {
  const figure = MEDIA_FIGURE.exec(saved)?.[1];
  const element = MEDIA_ELEMENT.exec(figure ?? '')?.[0];
  const src = element === undefined ? undefined : attributeOf(element, 'src');
  if (figure === undefined || element === undefined || src === undefined || data.mediaUrl === undefined) return data;
  const link = /<a\b[^>]*>/i.exec(figure)?.[0];
  const linkTarget = link === undefined ? undefined : attributeOf(link, 'target');
  return {
    ...data,
    mediaUrl: { ...data.mediaUrl, src },
    mediaAlt: attributeOf(element, 'alt') ?? data.mediaAlt,
    href: link === undefined ? '' : (attributeOf(link, 'href') ?? ''),
    rel: link === undefined ? '' : (attributeOf(link, 'rel') ?? ''),
    linkTarget: linkTarget === '_blank' ? '_blank' : '_self',
  };
}

function Media({ data }: { readonly data: Data }) {
  const media = data.mediaUrl ?? data.mediaId;
  const source = media === undefined ? undefined : safeSrc(media.src);
  if (media === undefined || source === undefined) return null;
  if (data.mediaType === 'video') {
    return <video className="h-auto w-full" src={source} controls preload="metadata" />;
  }
  const focal = data.focalPoint?.x !== undefined && data.focalPoint.y !== undefined ? `${data.focalPoint.x * 100}% ${data.focalPoint.y * 100}%` : undefined;
  const picture = (
    <CmsImage
      image={{ ...media, alt: data.mediaAlt || media.alt }}
      sizes="(min-width: 768px) 50vw, 100vw"
      className={cn('w-full', data.imageFill ? 'h-full min-h-64 object-cover object-(--media-focal)' : 'h-auto')}
    />
  );
  const linked = data.href === '' ? picture : <CmsLink link={{ url: data.href, target: data.linkTarget }} rel={data.rel}>{picture}</CmsLink>;
  return data.imageFill && focal !== undefined ? <div className="h-full" style={{ '--media-focal': focal } as CSSProperties}>{linked}</div> : linked;
}

export default function CoreMediaText({ data, block, children }: BlockProps<typeof definition>) {
  const right = data.mediaPosition === 'right';
  const background = presetClass(backgroundPresets, data.backgroundColor);
  const box = (
    <div
      id={data.anchor}
      className={cn(
        'grid gap-6 md:gap-10',
        data.isStackedOnMobile ? cn('grid-cols-1', right ? 'md:grid-cols-[1fr_var(--media-share)]' : 'md:grid-cols-[var(--media-share)_1fr]') : right ? 'grid-cols-[1fr_var(--media-share)]' : 'grid-cols-[var(--media-share)_1fr]',
        alignClasses[data.verticalAlignment],
        background,
        background && 'p-6 md:p-10',
        presetClass(textPresets, data.textColor),
        data.className,
      )}
      style={columnsStyle(data)}
    >
      <figure className={cn('m-0 overflow-hidden rounded-tl-[40px]', right && (data.isStackedOnMobile ? 'md:order-2' : 'order-2'), data.imageFill && 'self-stretch')}>
        <Media data={ownMedia(data, block.originalContent)} />
      </figure>
      <div className="min-w-0 space-y-4">{children}</div>
    </div>
  );
  const flow = flowClass(block, 'wide');
  return flow === undefined ? box : <div className={flow}>{box}</div>;
}
