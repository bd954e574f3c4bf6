import { defineBlock, flag, html } from '../engine';

/** acf/quoteblock: a quote on a coloured box with a quote icon, or (altStyle) with a left border. */
export default defineBlock({
  names: ['acf/quoteblock'],
  fields: {
    quote: html(),
    altStyle: flag(),
  },
});
