'use client';
/**
 * The leaf of `<Accordion>`'s keyboard (accordion.impl.tsx), loaded lazily (see lazy-leaf.tsx) by
 * the pages with an accordion. No Suspense boundary of its own: the questions and answers it wraps
 * stay in place in the page's HTML, where they work before the runtime and without it.
 */
import { lazyLeaf } from './lazy-leaf';

export const AccordionKeys = lazyLeaf(() => import('./accordion.impl'));
