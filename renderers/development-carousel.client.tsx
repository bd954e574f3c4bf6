'use client';
/** The development slides' hotspots (development-carousel.impl.tsx), loaded lazily (see ui/lazy-leaf.tsx). */
import { lazyLeaf } from './ui/lazy-leaf';

export type { HotspotPosition, HotspotsProps, HotspotTip } from './development-carousel.impl';

export const Hotspots = lazyLeaf(() => import('./development-carousel.impl'), { hydrate: 'visible' });
