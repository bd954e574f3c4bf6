import { choice, defineBlock, flag, html, numeric, repeater, text } from '../engine';

const row = {
  cells: repeater({
    content: html(),
    tag: choice(['td', 'th']),
    colspan: numeric(),
    rowspan: numeric(),
    scope: choice(['', 'col', 'row', 'colgroup', 'rowgroup']),
    align: choice(['', 'left', 'center', 'right']),
  }),
};

/**
 * core/table: head, body and foot rows of cells, as the block editor stores them (the saved
 * markup is the fallback when they are absent). `is-style-stripes` shades alternate rows;
 * `backgroundColor` takes the subtle-* table presets (or any colour preset).
 */
export default defineBlock({
  names: ['core/table'],
  readsSavedHtml: true,
  fields: {
    head: repeater(row),
    body: repeater(row),
    foot: repeater(row),
    caption: html(),
    hasFixedLayout: flag(),
    backgroundColor: text(),
    textColor: text(),
  },
});
