import { choice, defineBlock, flag, html, text } from '../engine';
import { coreStyle, textAlign } from './shared/core';

/**
 * core/paragraph: rich text with alignment, drop cap, size and colour presets. The alignment is
 * `align` up to WordPress 6.x and `style.typography.textAlign` since; `core/text` is the name
 * of the earliest editor's paragraph.
 */
export default defineBlock({
  names: ['core/paragraph', 'core/text'],
  fields: {
    content: html(),
    align: textAlign(),
    dropCap: flag(),
    direction: choice(['', 'ltr', 'rtl']),
    fontSize: text(),
    backgroundColor: text(),
    textColor: text(),
    style: coreStyle(),
  },
});
