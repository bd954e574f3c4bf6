import { defineBlock, html } from '../engine';

/** core/preformatted: text whose spaces and line breaks are kept, in a monospaced face. */
export default defineBlock({
  names: ['core/preformatted'],
  fields: {
    content: html(),
  },
});
