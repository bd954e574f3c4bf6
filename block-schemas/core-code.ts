import { defineBlock, html } from '../engine';

/** core/code: source code, shown as typed (its `<`, `>` and `&` arrive escaped, so tags stay text). */
export default defineBlock({
  names: ['core/code'],
  fields: {
    content: html(),
  },
});
