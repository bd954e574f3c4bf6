import { choice, defineBlock, text } from '../engine';

/**
 * core/separator: a horizontal rule; `is-style-wide` spans the column, `is-style-dots` is three
 * dots, the default is a short centred line. `tagName: 'div'` makes it decoration only.
 */
export default defineBlock({
  names: ['core/separator'],
  fields: {
    tagName: choice(['hr', 'div']),
    opacity: choice(['alpha-channel', 'css']),
    backgroundColor: text(),
  },
});
