import { z } from 'zod';
import { defineBlock, flag, html, numeric } from '../engine';

/** The HTML `type` letters older content stores (`'A'`), as the list-style names of current WordPress. */
const LEGACY_TYPES: Readonly<Record<string, string>> = { '1': 'decimal', A: 'upper-alpha', a: 'lower-alpha', I: 'upper-roman', i: 'lower-roman' };
const TYPES = ['', 'decimal', 'upper-alpha', 'lower-alpha', 'upper-roman', 'lower-roman'] as const;

/** An ordered list's numbering; unknown values number as usual. */
const listType = z.preprocess((value) => {
  const name = typeof value === 'string' ? (Object.hasOwn(LEGACY_TYPES, value) ? LEGACY_TYPES[value] : value) : '';
  return (TYPES as readonly unknown[]).includes(name) ? name : '';
}, z.enum(TYPES));

/**
 * core/list: ordered or not. Current WordPress stores the items as inner core/list-item blocks;
 * older content keeps them as `<li>` HTML in `values` (or only in the saved markup). `type` is an
 * ordered list's numbering (`upper-roman`, `lower-alpha`, …; `'A'`, `'i'` in older content).
 */
export default defineBlock({
  names: ['core/list'],
  readsSavedHtml: true,
  fields: {
    ordered: flag(),
    values: html(),
    start: numeric(),
    reversed: flag(),
    type: listType,
  },
});
