import { defineBlock, html, text } from '../engine';

/** A heading and two texts, then the form (its fields are fixed: renderers/ui/forms/). */
export default defineBlock({
  names: ['acf/broker-toolkit-form'],
  fields: {
    top_heading: text(),
    text_block_1: html(),
    text_block_2: html(),
  },
});
