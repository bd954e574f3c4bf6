import { z } from 'zod';
import { choice, defineBlock, image, isAttachmentId, text, url } from '../engine';
import { blockAlign, coreImage, coreStyle, richText } from './shared/core';

const IMAGE_MESSAGE = 'An image block needs its image: a url, or an attachment id that resolves';
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
 * The attachment id beside the image's `url`. WordPress always stores `url` as well, so an id
 * that does not resolve loses nothing and is not reported on its own; a block with no picture at
 * all is (the block's check).
 */
const attachment = () => z.preprocess((value) => (isAttachmentId(value) ? undefined : value), image());

/**
 * core/image: the picture comes from `url` (or `src`), else from the attachment `id` resolved
 * through the images the block was given; with width, height, caption and an optional link. A
 * source the site does not load (`data:`, `blob:`) is refused with the media rule.
 */
export default defineBlock({
  names: ['core/image'],
  fields: {
    url: coreImage(),
    src: coreImage(),
    id: attachment(),
    alt: text(),
    width: pixels(),
    height: pixels(),
    caption: richText(),
    href: url(),
    linkTarget: choice(['_self', '_blank']),
    rel: text(),
    align: blockAlign(),
    style: coreStyle(),
  },
  check: (data) => (data.url ?? data.src ?? data.id ? undefined : { field: 'url', message: IMAGE_MESSAGE }),
});
