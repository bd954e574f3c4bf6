import type definition from '../block-schemas/core-video';
import type { BlockProps } from '../engine';
import { safeSrc } from './ui/cms-image';
import { cn, flowClass } from './ui/cn';
import { RichText } from './ui/rich-text';

const TRACK_KINDS = new Set(['subtitles', 'captions', 'descriptions', 'chapters', 'metadata']);

export default function CoreVideo({ data, block }: BlockProps<typeof definition>) {
  const source = data.src === undefined ? undefined : safeSrc(data.src);
  if (source === undefined) return null;
  const poster = data.poster === undefined ? undefined : safeSrc(data.poster.src);
  // Browsers play a video by itself only when it is muted, so autoplay implies muted; a video
  // that plays by itself keeps its controls, so a visitor can always pause it (WCAG 2.2.2).
  return (
    <figure id={data.anchor} className={cn(flowClass(block, data.align === 'wide' || data.align === 'full' ? 'wide' : 'text'), data.className)}>
      <video
        className="h-auto w-full rounded-tl-[40px] bg-ink"
        src={source}
        poster={poster}
        controls={data.controls || data.autoplay}
        autoPlay={data.autoplay}
        muted={data.muted || data.autoplay}
        loop={data.loop}
        playsInline={data.playsInline || data.autoplay}
        preload={data.preload}
      >
        {data.tracks.flatMap((track, index) => {
          const src = track.src === undefined ? undefined : safeSrc(track.src);
          return src === undefined
            ? []
            : [<track key={index} src={src} kind={TRACK_KINDS.has(track.kind) ? track.kind : 'subtitles'} srcLang={track.srcLang || undefined} label={track.label || undefined} />];
        })}
      </video>
      <RichText as="figcaption" html={data.caption} className="mt-2 text-sm text-slate/80" />
    </figure>
  );
}
