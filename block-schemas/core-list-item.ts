import { defineBlock, html } from '../engine';

/** core/list-item: one item; a nested list arrives as its inner block. */
export default defineBlock({
  names: ['core/list-item'],
  fields: {
    content: html(),
  },
});
