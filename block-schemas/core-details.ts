import { defineBlock, flag, html, text } from '../engine';

/**
 * core/details: a disclosure, its summary always shown and its inner blocks shown on demand
 * (open at first with `showContent`). Details that share a `name` open one at a time.
 */
export default defineBlock({
  names: ['core/details'],
  fields: {
    summary: html(),
    showContent: flag(),
    name: text(),
  },
});
