/**
 * The large CTA card's video, loaded by its leaf (large-cta-card.client.tsx) as a
 * chunk of its own: a play button over the preview image (which the server renders beside it, so
 * it shows before and without the behaviour) → the video playing over the preview → the preview
 * again when the video ends. An uploaded file plays in `<video>`; an embed plays in the provider's
 * privacy-enhanced player, whose end the page learns through postMessage.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** What to play, already resolved and checked on the server. */
export type CardVideo =
  | { readonly kind: 'file'; readonly src: string }
  | { readonly kind: 'embed'; readonly src: string; readonly title: string; readonly provider: 'youtube' | 'vimeo' };

const PLAYER_ORIGINS = { youtube: 'https://www.youtube-nocookie.com', vimeo: 'https://player.vimeo.com' } as const;

/** The player's "ended" message: YouTube's state 0, Vimeo's `ended` event. */
function isEndedMessage(provider: 'youtube' | 'vimeo', raw: unknown): boolean {
  let message: unknown = raw;
  if (typeof raw === 'string') {
    try {
      message = JSON.parse(raw);
    } catch {
      return false;
    }
  }
  if (typeof message !== 'object' || message === null) return false;
  const record = message as { event?: unknown; info?: unknown };
  if (provider === 'vimeo') return record.event === 'ended';
  if (record.event === 'onStateChange') return record.info === 0;
  const info = record.info as { playerState?: unknown } | null | undefined;
  return record.event === 'infoDelivery' && typeof info === 'object' && info?.playerState === 0;
}

function EmbedPlayer({ video, onEnded }: { readonly video: Extract<CardVideo, { kind: 'embed' }>; readonly onEnded: () => void }) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const origin = PLAYER_ORIGINS[video.provider];
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || event.origin !== origin) return;
      if (isEndedMessage(video.provider, event.data)) onEnded();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [video.provider, onEnded]);
  // Ask the player to report its state: YouTube after `listening`, Vimeo after `addEventListener`.
  const subscribe = () => {
    const target = frame.current?.contentWindow;
    const origin = PLAYER_ORIGINS[video.provider];
    if (video.provider === 'youtube') target?.postMessage(JSON.stringify({ event: 'listening', id: 1, channel: 'widget' }), origin);
    else target?.postMessage(JSON.stringify({ method: 'addEventListener', value: 'ended' }), origin);
  };
  return (
    <iframe
      ref={frame}
      src={video.src}
      title={video.title}
      onLoad={subscribe}
      className="size-full border-0"
      allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
      referrerPolicy="strict-origin-when-cross-origin"
      allowFullScreen
    />
  );
}

export interface VideoSwapProps {
  readonly video: CardVideo;
  /** Names the play button: "Play video: {label}". */
  readonly label: string;
}

export default function VideoSwapImpl({ video, label }: VideoSwapProps) {
  const [playing, setPlaying] = useState(false);
  const playButton = useRef<HTMLButtonElement>(null);
  const player = useRef<HTMLDivElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (playing) player.current?.querySelector<HTMLElement>('video, iframe')?.focus();
    else if (returnFocus.current) playButton.current?.focus();
  }, [playing]);
  const stop = useCallback(() => {
    // Give focus back to the play button only if the visitor was in the player.
    returnFocus.current = player.current?.contains(document.activeElement) ?? false;
    setPlaying(false);
  }, []);
  if (!playing) {
    return (
      <button
        ref={playButton}
        type="button"
        onClick={() => setPlaying(true)}
        aria-label={`Play video: ${label}`}
        className="group absolute inset-0 flex items-center justify-center bg-ink/10 transition-colors hover:bg-ink/25"
      >
        <span className="flex size-20 items-center justify-center rounded-full bg-white/95 text-slate shadow-lg transition-transform group-hover:scale-105 md:size-24">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="ml-1 size-9" fill="currentColor">
            <path d="M7 4.5v15a1 1 0 0 0 1.5.86l12.5-7.5a1 1 0 0 0 0-1.72L8.5 3.64A1 1 0 0 0 7 4.5Z" />
          </svg>
        </span>
      </button>
    );
  }
  return (
    <div ref={player} className="absolute inset-0 bg-ink">
      {video.kind === 'file' ? (
        // The CMS stores no captions track for an uploaded film; the card's text describes it.
        <video src={video.src} autoPlay controls playsInline onEnded={stop} className="size-full object-cover" aria-label={label} />
      ) : (
        <EmbedPlayer video={video} onEnded={stop} />
      )}
    </div>
  );
}
