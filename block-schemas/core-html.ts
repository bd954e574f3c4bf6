import { defineBlock, html } from '../engine';

/** core/html: raw HTML, rendered only after sanitizing (no scripts, iframes or styles). */
export default defineBlock({
  names: ['core/html'],
  fields: {
    content: html(),
  },
});
