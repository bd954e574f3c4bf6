import { z } from 'zod';
import { choice, defineBlock, flag, numeric, text } from '../engine';
import { blockAlign, coreImage, coreStyle } from './shared/core';

/** A focal point, `{x: '0.07', y: '0.07'}` (fractions, as strings in older content). */
const focalPoint = z.preprocess(
  (value) => (typeof value === 'object' && value !== null ? value : undefined),
  z.object({ x: numeric(), y: numeric() }).optional(),
);

/**
 * core/cover: content over an image or a video (a file, or a YouTube/Vimeo URL for
 * `backgroundType: 'embed-video'`), under an overlay of `dimRatio` percent (a colour preset, a
 * custom colour or a gradient). The minimum height is `minHeight` + `minHeightUnit`; the
 * content sits at `contentPosition`. `core/cover-image` is the block's name before WordPress 5.0.
 */
export default defineBlock({
  names: ['core/cover', 'core/cover-image'],
  fields: {
    url: coreImage(),
    id: numeric(),
    backgroundType: choice(['image', 'video', 'embed-video']),
    alt: text(),
    hasParallax: flag(),
    isRepeated: flag(),
    dimRatio: numeric(),
    overlayColor: text(),
    customOverlayColor: text(),
    gradient: text(),
    customGradient: text(),
    focalPoint,
    minHeight: numeric(),
    minHeightUnit: choice(['px', 'vh', 'vw', 'em', 'rem', '%']),
    contentPosition: text(),
    // WordPress omits the attribute when it keeps its default: light text on a dark overlay.
    isDark: flag().default(true),
    tagName: choice(['div', 'section', 'header', 'aside', 'article', 'footer']),
    align: blockAlign(),
    style: coreStyle(),
  },
});
