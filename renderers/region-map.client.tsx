'use client';
/**
 * The region map's interactive layer: region toggles, the states coloured by region,
 * the market markers and their tooltips. It receives plain, already projected data; the state
 * outlines are a static file referenced with `<use>`, so neither the page's data nor this
 * code carries the geometry. The behaviour (region-map.impl.tsx, with d3-geo) is loaded lazily, by
 * the pages that show a map only; the server HTML is the complete map.
 */
import { lazyLeaf } from './ui/lazy-leaf';

export type { MapRegion, RegionMapProps } from './region-map.impl';

export const RegionMap = lazyLeaf(() => import('./region-map.impl'));
