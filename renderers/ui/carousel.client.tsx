'use client';
/**
 * `<Carousel>`: the one carousel of the site, used by every carousel block.
 * Slides are server-rendered nodes; the swiper behaviour (carousel.impl.tsx) is loaded lazily, so
 * only pages with a carousel fetch it (see lazy-leaf.tsx). Swiper's CSS is in
 * site/app/globals.css, so the slides are laid out from the first paint: loaded with the
 * behaviour, it came after hydration and the slides moved when it did.
 *
 *   <Carousel label="Latest news" preset="news" slides={posts.map((post) => ({ key: post.slug, content: <Card … /> }))} />
 */
import { lazyLeaf } from './lazy-leaf';

export type { CarouselPreset, CarouselProps, CarouselSlide } from './carousel.impl';

/**
 * No Suspense boundary of its own: the page's HTML then holds the slides in place. Behind a
 * boundary with an empty fallback, the prerendered HTML held the empty fallback and the slides out
 * of flow at the end of the document, swapped in by a script after the first paint: the hero was
 * missing at first, its image (the page's largest) painted late, and everything below it shifted
 * down when it came.
 */
export const Carousel = lazyLeaf(() => import('./carousel.impl'), { boundary: false });
