import { defineBlock, html, image, repeater, text } from '../engine';

/**
 * acf/service-list (the column block): a heading made of bold and regular runs, a
 * description, an image and a list of services.
 */
export default defineBlock({
  names: ['acf/service-list'],
  fields: {
    headings: repeater({ bold_text: text(), regular_text: text() }),
    description: html(),
    column_image: image(),
    column_list: repeater({ list_text_item: text() }),
  },
});
