import definition from '../block-schemas/video-hero';
import type { BlockData, BlockProps } from '../engine';
import { safeSrc } from './ui/cms-image';
import { cn } from './ui/cn';
import { Cta } from './ui/cta';
import { paletteName, paletteText } from './ui/palette';
import { headingClasses } from './ui/typography';
import { AnimatedWord, HeroVideo } from './video-hero.client';

type Data = BlockData<typeof definition>;

const source = (link: string, file: string): string | undefined => safeSrc(link) ?? safeSrc(file);

function Heading({ data, overlay }: { readonly data: Data; readonly overlay: boolean }) {
  const words = data.animated_text.filter((item) => item.word !== '').map((item) => ({ word: item.word, timing: item.video_timing ?? 0 }));
  const colour = data.heading_colour === '' ? (overlay ? 'text-white' : 'text-ink') : paletteText[paletteName(data.heading_colour, overlay ? 'white' : 'slate')];
  return (
    <div className={cn('mx-auto w-full max-w-6xl px-5 md:px-8', overlay ? 'pb-20 pt-40 md:pb-24' : 'py-12 md:py-16')}>
      <h1 className={cn(headingClasses.page, 'max-w-4xl', colour)}>
        {data.top_heading}
        {words.length === 0 ? null : (
          <>
            <span className="sr-only"> {words.map((word) => word.word).join(', ')}</span>
            <AnimatedWord words={words} wordClassName={overlay ? 'text-solar' : 'text-freight'} />
          </>
        )}
      </h1>
      <Cta link={data.cta} variant={overlay ? 'inverse' : 'primary'} className="mt-8" />
    </div>
  );
}

/**
 * The video hero: a muted looping video (or its poster) with the heading over it or above it,
 * and words that change with the video's time.
 */
export default function VideoHero({ data }: BlockProps<typeof definition>) {
  if (!definition.drawsPageHeading(data)) return null;
  const desktop = source(data.video_link, data.video_file);
  const mobile = source(data.video_link_mobile, data.video_file_mobile);
  const poster = data.poster === undefined ? undefined : safeSrc(data.poster.src);
  const overlay = data.heading_position === 'overlay';
  const media = (
    <div className={cn('relative isolate overflow-hidden bg-slate', overlay ? 'flex min-h-[34rem] items-end md:min-h-[42rem]' : 'aspect-video max-h-[42rem] w-full')}>
      <HeroVideo desktopSrc={desktop} mobileSrc={mobile} poster={poster} />
      {overlay ? (
        <>
          <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-ink/85 via-ink/40 to-ink/10" />
          <Heading data={data} overlay />
        </>
      ) : null}
    </div>
  );
  return (
    <header id={data.anchor} data-video-hero="" className={cn(!overlay && 'bg-lightest', data.className)}>
      {overlay ? null : <Heading data={data} overlay={false} />}
      {media}
    </header>
  );
}
