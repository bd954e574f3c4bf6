import { defineBlock, html, text } from '../engine';
import { blockAlign, coreStyle, textAlign } from './shared/core';

/**
 * core/pullquote: a highlighted quote with an optional citation. Older content keeps several
 * paragraphs in `value` (or only in the saved markup); `textAlign` became
 * `style.typography.textAlign`; `align` places it in the page (wide, full, or floated).
 */
export default defineBlock({
  names: ['core/pullquote'],
  readsSavedHtml: true,
  fields: {
    value: html(),
    citation: html(),
    textAlign: textAlign(),
    align: blockAlign(),
    backgroundColor: text(),
    textColor: text(),
    style: coreStyle(),
  },
});
