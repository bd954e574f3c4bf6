import { choice, defineBlock, flag, html, text } from '../engine';

/** core/paragraph: rich text with alignment, drop cap, size and colour presets. */
export default defineBlock({
  names: ['core/paragraph'],
  fields: {
    content: html(),
    align: choice(['', 'left', 'center', 'right']),
    dropCap: flag(),
    fontSize: text(),
    backgroundColor: text(),
    textColor: text(),
  },
});
