import { choice, defineBlock, flag, numeric, repeater, text } from '../engine';
import { blockAlign, coreImage, richText } from './shared/core';

/**
 * core/gallery: current WordPress keeps each picture as an inner core/image block; galleries
 * saved before 5.9 keep them in `images` (url, alt, caption, link). `columns` (1 to 8; three
 * by default) and `imageCrop` (square tiles, the default) set the grid; the caption is the
 * gallery's own.
 */
export default defineBlock({
  names: ['core/gallery'],
  fields: {
    images: repeater({
      url: coreImage(),
      fullUrl: text(),
      alt: text(),
      caption: richText(),
      link: text(),
    }),
    columns: numeric(),
    // WordPress omits the attribute when it keeps its default, which is to crop.
    imageCrop: flag().default(true),
    linkTo: choice(['none', 'media', 'attachment', 'file', 'post']),
    caption: richText(),
    align: blockAlign(),
  },
});
