'use client';
/** The development slides' hotspots (development-carousel.impl.tsx), loaded lazily (see accordion.client.tsx). */
import { lazy, Suspense } from 'react';
import type { HotspotsProps } from './development-carousel.impl';

export type { HotspotPosition, HotspotsProps, HotspotTip } from './development-carousel.impl';

const HotspotsImpl = lazy(() => import('./development-carousel.impl'));

export function Hotspots(props: HotspotsProps) {
  return (
    <Suspense fallback={null}>
      <HotspotsImpl {...props} />
    </Suspense>
  );
}
