import { z } from 'zod';
import { choice, defineBlock, flag, numeric, text } from '../engine';
import { blockAlign, coreImage } from './shared/core';

/** A focal point, `{x: '0.5', y: '0.4'}` (fractions, as strings in older content). */
const focalPoint = z.preprocess(
  (value) => (typeof value === 'object' && value !== null ? value : undefined),
  z.object({ x: numeric(), y: numeric() }).optional(),
);

/**
 * core/media-text: an image or a video beside inner blocks, stacked on phones unless told
 * otherwise. `mediaWidth` is the media's share of the row in percent (50 by default);
 * `imageFill` crops the image to fill its half; the image may link (`href`).
 */
export default defineBlock({
  names: ['core/media-text'],
  readsSavedHtml: true,
  fields: {
    mediaUrl: coreImage(),
    mediaId: coreImage(),
    mediaType: choice(['image', 'video']),
    mediaAlt: text(),
    mediaPosition: choice(['left', 'right']),
    mediaWidth: numeric(),
    // WordPress omits the attribute when it keeps its default, which is to stack.
    isStackedOnMobile: flag().default(true),
    verticalAlignment: choice(['', 'top', 'center', 'bottom']),
    imageFill: flag(),
    focalPoint,
    href: text(),
    linkTarget: choice(['_self', '_blank']),
    rel: text(),
    align: blockAlign(),
    backgroundColor: text(),
    textColor: text(),
  },
});
