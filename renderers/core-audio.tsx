import type definition from '../block-schemas/core-audio';
import type { BlockProps } from '../engine';
import { safeSrc } from './ui/cms-image';
import { cn, flowClass } from './ui/cn';
import { RichText } from './ui/rich-text';

export default function CoreAudio({ data, block }: BlockProps<typeof definition>) {
  const source = data.src === undefined ? undefined : safeSrc(data.src);
  // An audio block without a file has nothing to play (the editor saves an empty player).
  if (source === undefined) return null;
  return (
    <figure id={data.anchor} className={cn(flowClass(block, 'text'), data.className)}>
      <audio className="w-full" src={source} controls autoPlay={data.autoplay} loop={data.loop} preload={data.preload} />
      <RichText as="figcaption" html={data.caption} className="mt-2 text-sm text-slate/80" />
    </figure>
  );
}
