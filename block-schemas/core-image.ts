import { z } from 'zod';
import { choice, defineBlock, html, image, text } from '../engine';

const PIXELS_MESSAGE = "Expected a size in pixels, such as 640 or '640px'";

/** Older WordPress stores `width: 640`, newer `width: '640px'`; `auto` and blank mean unknown. */
const pixels = () =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === '' || value === 'auto') return undefined;
      const match = typeof value === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*(?:px)?\s*$/.exec(value) : null;
      return match ? Number(match[1]) : value;
    },
    z.number({ error: PIXELS_MESSAGE }).positive(PIXELS_MESSAGE).optional(),
  );

/**
 * core/image: the picture comes from `url` (or `src`), else from the attachment `id` resolved
 * through the block's `meta`; with width, height, caption and an optional link.
 */
export default defineBlock({
  names: ['core/image'],
  fields: {
    url: image(),
    src: image(),
    id: image(),
    alt: text(),
    width: pixels(),
    height: pixels(),
    caption: html(),
    href: text(),
    linkTarget: choice(['_self', '_blank']),
    rel: text(),
    align: choice(['', 'left', 'center', 'right', 'wide', 'full']),
  },
});
