import { choice, defineBlock, html, numeric, text, url } from '../engine';
import { coreStyle, textAlign } from './shared/core';

/**
 * core/button: a link styled as a button; `is-style-outline` is the secondary look. A button
 * without a URL stays a button, as WordPress saves it (`tagName: 'button'` is a `<button>`).
 * Its width is `style.dimensions.width` in current WordPress (`'50%'`, `'150px'`) and `width`
 * (25, 50, 75 or 100 percent) before; `textAlign` aligned its text until 6.x.
 */
export default defineBlock({
  names: ['core/button'],
  fields: {
    tagName: choice(['a', 'button']),
    type: choice(['button', 'submit', 'reset']),
    url: url(),
    title: text(),
    text: html(),
    linkTarget: choice(['_self', '_blank']),
    rel: text(),
    width: numeric(),
    textAlign: textAlign(),
    fontSize: text(),
    backgroundColor: text(),
    textColor: text(),
    style: coreStyle(),
  },
});
