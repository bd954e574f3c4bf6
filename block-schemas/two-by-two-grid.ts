import { defineBlock, flag, html, image, link, repeater, text } from '../engine';

/**
 * acf/two-by-two-grid: two features on an asymmetric two-by-two grid, each an image beside a
 * card (eyebrow, text, CTA); the second row mirrors the first. `flip` starts on the other side.
 */
export default defineBlock({
  names: ['acf/two-by-two-grid'],
  fields: {
    flip: flag(),
    items: repeater({
      top_header: text(),
      content: html(),
      cta: link(),
      image: image(),
    }),
  },
});
