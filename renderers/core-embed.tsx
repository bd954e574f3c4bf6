import type definition from '../block-schemas/core-embed';
import type { BlockProps } from '../engine';
import { CmsLink, safeHref } from './ui/cms-link';
import { cn, flowClass } from './ui/cn';
import { RichText, richTextIsEmpty } from './ui/rich-text';

interface VideoPlayer {
  readonly src: string;
  readonly title: string;
}

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be', 'www.youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const YOUTUBE_ID = /^[\w-]{11}$/;
/** Paths whose second segment is a video id (`/embed/ID`, `/shorts/ID`); not `/c/name`. */
const YOUTUBE_VIDEO_PATHS = new Set(['embed', 'shorts', 'live', 'v']);

function youtubePlayer(url: URL): VideoPlayer | undefined {
  const segments = url.pathname.split('/').filter(Boolean);
  const [first = '', second] = segments;
  const id = url.hostname === 'youtu.be' ? first : first === 'watch' ? url.searchParams.get('v') : YOUTUBE_VIDEO_PATHS.has(first) ? second : undefined;
  if (id === undefined || id === null || !YOUTUBE_ID.test(id)) return undefined;
  // `t=90` or `t=90s`: start where the editor's link starts.
  const start = /^(\d+)s?$/.exec(url.searchParams.get('t') ?? url.searchParams.get('start') ?? '')?.[1];
  const query = start === undefined ? '' : `?start=${start}`;
  return { src: `https://www.youtube-nocookie.com/embed/${id}${query}`, title: 'YouTube video player' };
}

function vimeoPlayer(url: URL): VideoPlayer | undefined {
  const id = url.pathname.split('/').find((segment) => /^\d+$/.test(segment));
  return id === undefined ? undefined : { src: `https://player.vimeo.com/video/${id}?dnt=1`, title: 'Vimeo video player' };
}

/** A player only for the providers we know; the host decides, not the CMS's provider slug. */
function videoPlayer(raw: string): VideoPlayer | undefined {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (YOUTUBE_HOSTS.has(url.hostname)) return youtubePlayer(url);
  if (VIMEO_HOSTS.has(url.hostname)) return vimeoPlayer(url);
  return undefined;
}

export default function CoreEmbed({ data, block }: BlockProps<typeof definition>) {
  const player = videoPlayer(data.url);
  // Neither a player nor a link: a refused URL (`javascript:`) has nothing to show.
  if (player === undefined && safeHref(data.url) === undefined) return null;
  return (
    <figure id={data.anchor} className={cn(flowClass(block, 'text'), data.className)}>
      {player === undefined ? (
        <p>
          <CmsLink link={{ url: data.url }} className="break-words font-medium text-freight underline underline-offset-2 hover:text-slate" />
        </p>
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
