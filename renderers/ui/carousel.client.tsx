'use client';
/**
 * The carousel's controls (carousel.impl.tsx), loaded lazily (see lazy-leaf.tsx): only pages with a
 * carousel fetch them. No Suspense boundary of their own: the page's HTML holds the buttons in place
 * from the first paint. The slides are not in this leaf (carousel.tsx renders them on the server).
 */
import { lazyLeaf } from './lazy-leaf';

export type { CarouselControlsProps, ControlsLayout } from './carousel.impl';

export const CarouselControls = lazyLeaf(() => import('./carousel.impl'));
