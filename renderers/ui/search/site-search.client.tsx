'use client';
/**
 * The search block's search (site-search.impl.tsx), loaded lazily (see lazy-leaf.tsx): only the
 * search page fetches it. No Suspense boundary of its own, so its HTML is in place from the first
 * paint; its form goes to the search page with the query until it has hydrated (and without
 * JavaScript). The header overlay's search is loaded when the overlay first opens (header.client.tsx).
 */
import { lazyLeaf } from '../lazy-leaf';

export type { SiteSearchProps } from './site-search.impl';

export const SiteSearch = lazyLeaf(() => import('./site-search.impl'));
