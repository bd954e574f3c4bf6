/**
 * The video hero's behaviour (loaded lazily by video-hero.client.tsx): it picks the desktop or
 * the phone video (< 769 px), plays it muted and looping unless the visitor prefers reduced
 * motion, checks the playback time every 100 ms to switch the animated word, and offers a
 * pause/play button (moving content must be stoppable).
 */
import { useEffect, useRef, useState } from 'react';
import { cn } from './ui/cn';
import { activeWordIndex } from './video-hero.words';

export interface HeroWord {
  readonly word: string;
  readonly timing: number;
}

export interface HeroVideoProps {
  readonly desktopSrc: string | undefined;
  readonly mobileSrc: string | undefined;
  readonly poster: string | undefined;
  readonly words: readonly HeroWord[];
  /** Classes of the animated word (its colour). */
  readonly wordClassName: string;
}

/** The hero video's phone breakpoint and its progress check. */
const MOBILE_QUERY = '(max-width: 768px)';
const CHECK_MS = 100;

export function HeroVideo({ desktopSrc, mobileSrc, poster }: Omit<HeroVideoProps, 'words' | 'wordClassName'>) {
  const video = useRef<HTMLVideoElement>(null);
  const [src, setSrc] = useState<string | undefined>(undefined);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    const pick = () => setSrc(query.matches ? (mobileSrc ?? desktopSrc) : (desktopSrc ?? mobileSrc));
    pick();
    query.addEventListener('change', pick);
    return () => query.removeEventListener('change', pick);
  }, [desktopSrc, mobileSrc]);
  useEffect(() => {
    const element = video.current;
    if (element === null || src === undefined) return;
    if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) element.play().catch(() => setPlaying(false));
  }, [src]);
  const toggle = () => {
    const element = video.current;
    if (element === null) return;
    if (element.paused) void element.play();
    else element.pause();
  };
  if (src === undefined && poster === undefined) return null;
  return (
    <>
      <video
        ref={video}
        src={src}
        poster={poster}
        muted
        loop
        playsInline
        preload="metadata"
        aria-hidden="true"
        data-hero-video=""
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        className="absolute inset-0 -z-10 size-full object-cover"
      />
      {src === undefined ? null : (
        <button
          type="button"
          onClick={toggle}
          aria-label={playing ? 'Pause background video' : 'Play background video'}
          className="absolute right-4 bottom-4 z-10 flex size-11 items-center justify-center rounded-full border-2 border-white bg-ink/40 text-white hover:bg-ink/70"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
            {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5v14l11-7z" />}
          </svg>
        </button>
      )}
    </>
  );
}

/** The animated word: follows the hero video's time, checked every 100 ms. */
export function AnimatedWord({ words, wordClassName }: Pick<HeroVideoProps, 'words' | 'wordClassName'>) {
  const [index, setIndex] = useState(0);
  const holder = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (words.length < 2) return;
    const timings = words.map((word) => word.timing);
    const timer = window.setInterval(() => {
      const element = holder.current?.closest('[data-video-hero]')?.querySelector<HTMLVideoElement>('video[data-hero-video]');
      if (element) setIndex(activeWordIndex(timings, element.currentTime * 1000));
    }, CHECK_MS);
    return () => window.clearInterval(timer);
  }, [words]);
  const current = words[index] ?? words[0];
  if (current === undefined) return null;
  return (
    <span ref={holder} aria-hidden="true" data-animated-word="" className={cn('block', wordClassName)} key={index}>
      {current.word}
    </span>
  );
}

export default function VideoHeroParts(props: HeroVideoProps & { readonly part: 'video' | 'word' }) {
  return props.part === 'video' ? <HeroVideo {...props} /> : <AnimatedWord {...props} />;
}
