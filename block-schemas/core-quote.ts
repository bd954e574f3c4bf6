import { defineBlock, html } from '../engine';

/** core/quote: `value` (older content) or inner paragraph blocks (current), and a citation. */
export default defineBlock({
  names: ['core/quote'],
  fields: {
    value: html(),
    citation: html(),
  },
});
