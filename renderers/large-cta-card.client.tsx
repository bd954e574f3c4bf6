'use client';
/**
 * The large CTA card's video leaf: the player (large-cta-card.impl.tsx) is loaded lazily, so only
 * pages with a card video fetch it (see ui/lazy-leaf.tsx). The server HTML already shows the
 * preview and the play button.
 */
import { lazyLeaf } from './ui/lazy-leaf';

export type { CardVideo, VideoSwapProps } from './large-cta-card.impl';

export const VideoSwap = lazyLeaf(() => import('./large-cta-card.impl'), { hydrate: 'visible' });
