import type definition from '../block-schemas/large-cta-card';
import type { BlockData, BlockProps } from '../engine';
import { VideoSwap, type CardVideo } from './large-cta-card.client';
import { CmsImage, cornerClassNames, safeSrc } from './ui/cms-image';
import { cn } from './ui/cn';
import { Cta, ctaVariant } from './ui/cta';
import { ResponsiveImage } from './ui/responsive-image';
import { RichText, richTextIsEmpty } from './ui/rich-text';
import { Section, SectionHeading, sectionHeading } from './ui/section';
import { eyebrowClasses, headingClasses, proseClasses } from './ui/typography';
import { videoPlayer } from './ui/video-embed';

type Data = BlockData<typeof definition>;

/** Column widths from tablet up: the media side is the larger unless `larger_text` says the text is. */
const gridClasses = {
  media: 'md:grid-cols-[7fr_5fr]',
  text: 'md:grid-cols-[5fr_7fr]',
  mediaFlipped: 'md:grid-cols-[5fr_7fr]',
  textFlipped: 'md:grid-cols-[7fr_5fr]',
} as const;

function gridClass(data: Data): string {
  const larger = data.larger_text ? 'text' : 'media';
  return gridClasses[data.flip ? (`${larger}Flipped` as const) : larger];
}

/** The video to play, when the card has one that can be played: a checked file URL or a known player. */
function cardVideo(data: Data): CardVideo | undefined {
  if (!data.use_video) return undefined;
  if (data.video_type === 'File') {
    const src = safeSrc(data.video_file);
    return src === undefined ? undefined : { kind: 'file', src };
  }
  const player = videoPlayer(data.video_embed, { autoplay: true, api: true });
  return player === undefined ? undefined : { kind: 'embed', ...player };
}

function Media({ data, video }: { readonly data: Data; readonly video: CardVideo | undefined }) {
  if (video !== undefined) {
    const preview = <CmsImage image={data.desktop_image ?? data.mobile_image} sizes="(min-width: 768px) 58vw, 100vw" className="size-full object-cover" />;
    return (
      <div className={cn('relative aspect-video w-full overflow-hidden bg-ink', cornerClassNames(data.rounded_corners))}>
        {preview}
        <VideoSwap video={video} label={data.main_heading || data.top_heading || 'Feature video'} />
      </div>
    );
  }
  return <ResponsiveImage desktop={data.desktop_image} mobile={data.mobile_image} corners={data.rounded_corners} sizes="(min-width: 768px) 58vw, 100vw" className="h-auto w-full object-cover" />;
}

export default function LargeCtaCard({ data, block }: BlockProps<typeof definition>) {
  const dark = data.style === 'dark';
  const video = cardVideo(data);
  const hasMedia = video !== undefined || data.desktop_image !== undefined || data.mobile_image !== undefined;
  if (!hasMedia && data.main_heading === '' && richTextIsEmpty(data.content)) return null;
  const heading = sectionHeading(block.path, data.main_heading, data.anchor);
  return (
    <Section id={data.anchor} className={data.className} background={dark ? 'slate' : 'lightest'} heading={heading}>
      <div className={cn('grid items-center gap-10 lg:gap-16', hasMedia && gridClass(data))}>
        {hasMedia ? (
          <div className={data.flip ? 'md:order-last' : undefined}>
            <Media data={data} video={video} />
          </div>
        ) : null}
        <div>
          {data.top_heading === '' ? null : <p className={eyebrowClasses[dark ? 'dark' : 'light']}>{data.top_heading}</p>}
          <SectionHeading heading={heading} className={cn('mt-3', data.larger_text ? headingClasses.sectionLarge : headingClasses.section)} />
          <RichText html={data.content} tone={dark ? 'dark' : 'light'} className={cn('mt-5', proseClasses)} />
          <Cta link={data.cta} variant={ctaVariant({ dark, plain: data.cta_no_style })} className="mt-8" />
        </div>
      </div>
    </Section>
  );
}
