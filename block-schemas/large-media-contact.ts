import { defineBlock, html, text } from '../engine';

/** acf/large-media-contact: a heading and rich contact details (press enquiries, offices). */
export default defineBlock({
  names: ['acf/large-media-contact'],
  fields: {
    main_header: text(),
    content: html(),
  },
});
