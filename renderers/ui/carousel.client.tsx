'use client';
/**
 * `<Carousel>`: the one carousel of the site (spec 9 "Carousels"), used by every carousel block.
 * Slides are server-rendered nodes; the swiper behaviour (carousel.impl.tsx) and its CSS are
 * loaded lazily, so only pages with a carousel fetch them (see accordion.client.tsx for why).
 *
 *   <Carousel label="Latest news" preset="news" slides={posts.map((post) => ({ key: post.slug, content: <Card … /> }))} />
 */
import { lazy, Suspense } from 'react';
import type { CarouselProps } from './carousel.impl';

export type { CarouselPreset, CarouselProps, CarouselSlide } from './carousel.impl';

const CarouselImpl = lazy(() => import('./carousel.impl'));

export function Carousel(props: CarouselProps) {
  return (
    <Suspense fallback={null}>
      <CarouselImpl {...props} />
    </Suspense>
  );
}
