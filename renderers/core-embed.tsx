import type definition from '../block-schemas/core-embed';
import type { BlockProps } from '../engine';
import { CmsLink, safeHref } from './ui/cms-link';
import { cn, flowClass } from './ui/cn';
import { RichText, richTextIsEmpty } from './ui/rich-text';
import { videoPlayer } from './ui/video-embed';

export default function CoreEmbed({ data, block }: BlockProps<typeof definition>) {
  const player = videoPlayer(data.url);
  // Neither a player nor a link: a refused URL (`javascript:`) has nothing to show.
  if (player === undefined && safeHref(data.url) === undefined) return null;
  return (
    <figure id={data.anchor} className={cn(flowClass(block, 'text'), data.className)}>
      {player === undefined ? (
        <div>
          <CmsLink link={{ url: data.url }} className="break-words font-medium text-freight underline underline-offset-2 hover:text-slate" />
        </div>
      ) : (
        <div className="aspect-video w-full overflow-hidden bg-ink">
          <iframe
            src={player.src}
            title={player.title}
            className="size-full border-0"
            loading="lazy"
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        </div>
      )}
      {richTextIsEmpty(data.caption) ? null : (
        <RichText as="figcaption" html={data.caption} className="mt-2 text-sm text-slate/80" />
      )}
    </figure>
  );
}
