/**
 * The settings of next.config.ts that change the markup of blocks, in one place: the site's build
 * reads them from here, and so does every render outside Next (`npm run render`, the block
 * fixtures, through render-settings.tsx), so both print the same HTML. A setting that changes
 * what a page's HTML holds (`basePath`, `i18n`, `images`, `trailingSlash`) belongs here.
 */
import type { NextConfig } from 'next';

export const markupSettings = {
  // WordPress URIs end with a slash; serving them as they are keeps canonical URLs free of redirects.
  trailingSlash: true,
  // Next's optimizer (sharp) serves this site's images as AVIF or WebP at the width a layout asks
  // for (renderers/ui/cms-image.tsx); with no remote patterns it fetches nothing from elsewhere.
  images: {
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [384, 640, 828, 1080, 1280, 1600, 1920],
    imageSizes: [32, 48, 64, 96, 128, 256],
  },
} as const satisfies Pick<NextConfig, 'basePath' | 'images' | 'trailingSlash'>;
