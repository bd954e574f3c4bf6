'use client';
/** The video hero's leaf: the player and the animated word (video-hero.impl.tsx) load lazily (see accordion.client.tsx). */
import { lazy, Suspense } from 'react';
import type { HeroVideoProps } from './video-hero.impl';

export type { HeroVideoProps, HeroWord } from './video-hero.impl';

const Parts = lazy(() => import('./video-hero.impl'));

export function HeroVideo(props: Omit<HeroVideoProps, 'words' | 'wordClassName'>) {
  return (
    <Suspense fallback={null}>
      <Parts {...props} words={[]} wordClassName="" part="video" />
    </Suspense>
  );
}

export function AnimatedWord(props: Pick<HeroVideoProps, 'words' | 'wordClassName'>) {
  return (
    <Suspense fallback={null}>
      <Parts {...props} desktopSrc={undefined} mobileSrc={undefined} poster={undefined} part="word" />
    </Suspense>
  );
}
