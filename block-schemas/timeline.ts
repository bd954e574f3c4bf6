import { defineBlock, flag, html, repeater, text } from '../engine';

/**
 * acf/timeline: milestones that alternate left and right of a line (one column on phones), under
 * an optional title that stays in view while the visitor scrolls through them.
 */
export default defineBlock({
  names: ['acf/timeline'],
  fields: {
    timeline_title: text(),
    items: repeater({ title: text(), subtitle: text(), blurb: html(), active: flag() }),
  },
});
