import { defineBlock, html, image, text } from '../engine';

/** acf/image-text-complex-grid: a title over a mosaic of two images and two texts. */
export default defineBlock({
  names: ['acf/image-text-complex-grid'],
  fields: {
    title: text(),
    first_image: image(),
    second_image: image(),
    first_text: html(),
    second_text: html(),
  },
});
