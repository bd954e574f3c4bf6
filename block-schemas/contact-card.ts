import { defineBlock, flag, html, repeater, text } from '../engine';

/**
 * acf/contact-card: groups of contact cards (an office, a department, a property team). A group
 * with `column_layout` '1' lists its cards in one column; otherwise they share a grid.
 */
export default defineBlock({
  names: ['acf/contact-card'],
  fields: {
    groups: repeater({
      main_heading: text(),
      column_layout: flag(),
      cards: repeater({
        column_heading: text(),
        location: text(),
        content: html(),
      }),
    }),
  },
});
