import { defineBlock, html, text } from '../engine';

/** acf/small-quote-block and acf/styled-quote (one block): a short quote, its author and a footnote. */
export default defineBlock({
  names: ['acf/small-quote-block', 'acf/styled-quote'],
  fields: {
    content: html(),
    quote_author: text(),
    footer_content: html(),
  },
});
