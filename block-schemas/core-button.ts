import { choice, defineBlock, html, numeric, text } from '../engine';

/** core/button: a link styled as a button; `is-style-outline` is the secondary look. */
export default defineBlock({
  names: ['core/button'],
  fields: {
    url: text(),
    text: html(),
    linkTarget: choice(['_self', '_blank']),
    rel: text(),
    /** Percent of the row: 25, 50, 75 or 100. */
    width: numeric(),
    backgroundColor: text(),
    textColor: text(),
  },
});
