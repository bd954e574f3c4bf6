'use client';
/** The video hero's leaf: the player and the animated word (video-hero.impl.tsx) load lazily (see ui/lazy-leaf.tsx). */
import type { HeroVideoProps } from './video-hero.impl';
import { lazyLeaf } from './ui/lazy-leaf';

export type { HeroVideoProps, HeroWord } from './video-hero.impl';

const Parts = lazyLeaf(() => import('./video-hero.impl'));

export function HeroVideo(props: Omit<HeroVideoProps, 'words' | 'wordClassName'>) {
  return <Parts {...props} words={[]} wordClassName="" part="video" />;
}

export function AnimatedWord(props: Pick<HeroVideoProps, 'words' | 'wordClassName'>) {
  return <Parts {...props} desktopSrc={undefined} mobileSrc={undefined} poster={undefined} part="word" />;
}
