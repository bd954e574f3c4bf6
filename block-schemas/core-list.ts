import { defineBlock, flag, html, numeric } from '../engine';

/**
 * core/list: ordered or not. Current WordPress stores the items as inner core/list-item blocks;
 * older content keeps them as `<li>` HTML in `values` (or only in the saved markup).
 */
export default defineBlock({
  names: ['core/list'],
  fields: {
    ordered: flag(),
    values: html(),
    start: numeric(),
    reversed: flag(),
  },
});
