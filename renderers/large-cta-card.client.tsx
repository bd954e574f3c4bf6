'use client';
/**
 * The large CTA card's video leaf: the player (large-cta-card.video.tsx) is loaded lazily, so
 * only pages with a card video fetch it (see accordion.client.tsx for why). The server HTML
 * already shows the preview and the play button.
 */
import { lazy, Suspense } from 'react';
import type { VideoSwapProps } from './large-cta-card.video';

export type { CardVideo, VideoSwapProps } from './large-cta-card.video';

const VideoSwapImpl = lazy(() => import('./large-cta-card.video'));

export function VideoSwap(props: VideoSwapProps) {
  return (
    <Suspense fallback={null}>
      <VideoSwapImpl {...props} />
    </Suspense>
  );
}
