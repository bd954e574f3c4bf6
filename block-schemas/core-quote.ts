import { defineBlock, html } from '../engine';
import { coreStyle, textAlign } from './shared/core';

/**
 * core/quote: inner blocks (current) or `value` (the paragraphs of older content), and a
 * citation. `is-style-large` is the larger look; the alignment is `align` in the oldest
 * content, `textAlign` later and `style.typography.textAlign` now.
 */
export default defineBlock({
  names: ['core/quote'],
  readsSavedHtml: true,
  fields: {
    value: html(),
    citation: html(),
    textAlign: textAlign(),
    align: textAlign(),
    style: coreStyle(),
  },
});
