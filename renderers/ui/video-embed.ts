/**
 * The one place a video URL becomes a player URL: YouTube (privacy-enhanced, on
 * youtube-nocookie.com) and Vimeo (Do Not Track) only; any other URL has no player and is never
 * framed. core/embed and the large CTA card's video use it.
 */

export interface VideoPlayer {
  readonly src: string;
  readonly title: string;
  readonly provider: 'youtube' | 'vimeo';
}

export interface VideoPlayerOptions {
  /** Start playing at once (the visitor has just pressed play). */
  readonly autoplay?: boolean;
  /** Let the page follow the player's state through postMessage (to know when it ends). */
  readonly api?: boolean;
  /** A silent background (a cover block's video): plays muted in a loop, without controls. */
  readonly background?: boolean;
}

/** The only origins a player is ever framed from (the Content-Security-Policy's frame-src). */
export const PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be', 'www.youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const YOUTUBE_ID = /^[\w-]{11}$/;
/** Paths whose second segment is a video id (`/embed/ID`, `/shorts/ID`); not `/c/name`. */
const YOUTUBE_VIDEO_PATHS = new Set(['embed', 'shorts', 'live', 'v']);

function withQuery(base: string, params: ReadonlyArray<readonly [string, string | false | undefined]>): string {
  const query = params.flatMap(([key, value]) => (value === undefined || value === false ? [] : [`${key}=${encodeURIComponent(value)}`])).join('&');
  return query === '' ? base : `${base}?${query}`;
}

function youtubePlayer(url: URL, options: VideoPlayerOptions): VideoPlayer | undefined {
  const segments = url.pathname.split('/').filter(Boolean);
  const [first = '', second] = segments;
  const id = url.hostname === 'youtu.be' ? first : first === 'watch' ? url.searchParams.get('v') : YOUTUBE_VIDEO_PATHS.has(first) ? second : undefined;
  if (id === undefined || id === null || !YOUTUBE_ID.test(id)) return undefined;
  // `t=90` or `t=90s`: start where the editor's link starts.
  const start = /^(\d+)s?$/.exec(url.searchParams.get('t') ?? url.searchParams.get('start') ?? '')?.[1];
  const background = options.background === true;
  const src = withQuery(`${PLAYER_ORIGINS[0]}/embed/${id}`, [
    ['start', start],
    ['autoplay', (options.autoplay === true || background) && '1'],
    ['enablejsapi', options.api === true && '1'],
    ['rel', (options.autoplay === true || background) && '0'],
    ['mute', background && '1'],
    ['controls', background && '0'],
    ['loop', background && '1'],
    // YouTube loops a single video only as a playlist of itself.
    ['playlist', background && id],
  ]);
  return { src, title: 'YouTube video player', provider: 'youtube' };
}

function vimeoPlayer(url: URL, options: VideoPlayerOptions): VideoPlayer | undefined {
  const id = url.pathname.split('/').find((segment) => /^\d+$/.test(segment));
  if (id === undefined) return undefined;
  const src = withQuery(`${PLAYER_ORIGINS[1]}/video/${id}`, [
    ['dnt', '1'],
    ['autoplay', options.autoplay === true && '1'],
    // Vimeo's background mode: muted, looping, without controls.
    ['background', options.background === true && '1'],
  ]);
  return { src, title: 'Vimeo video player', provider: 'vimeo' };
}

/** A player only for the providers we know; the host decides, not the CMS's provider slug. */
export function videoPlayer(raw: string, options: VideoPlayerOptions = {}): VideoPlayer | undefined {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (YOUTUBE_HOSTS.has(url.hostname)) return youtubePlayer(url, options);
  if (VIMEO_HOSTS.has(url.hostname)) return vimeoPlayer(url, options);
  return undefined;
}
