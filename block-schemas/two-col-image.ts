import { defineBlock, group, html, image, link, text } from '../engine';

/**
 * acf/two-col-image: a left column of three titled texts and an image (an attachment id, looked
 * up in the block's `meta.images`), and a right column with a download link and two titled texts.
 */
export default defineBlock({
  names: ['acf/two-col-image'],
  fields: {
    left_column: group({
      first_title: text(),
      first_content: html(),
      second_title: text(),
      second_content: html(),
      third_title: text(),
      third_content: html(),
      image: image(),
    }),
    right_column: group({
      download_link: link(),
      first_right_title: text(),
      first_right_content: html(),
      second_right_title: text(),
      second_right_content: html(),
    }),
  },
});
