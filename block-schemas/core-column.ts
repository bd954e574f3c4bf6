import { z } from 'zod';
import { choice, defineBlock } from '../engine';

const WIDTH_MESSAGE = "Expected a width such as '50%' or '320px'";

/** Older WordPress stores a bare percentage (`33.33`); newer a CSS length (`'33.33%'`, `'320px'`). */
const width = z.preprocess(
  (value) => {
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value === 'number') return `${value}%`;
    return typeof value === 'string' ? value.trim() : value;
  },
  z.string({ error: WIDTH_MESSAGE }).regex(/^\d+(?:\.\d+)?(?:%|px|em|rem|vw)$/, WIDTH_MESSAGE).optional(),
);

/** core/column: one column of a core/columns block. */
export default defineBlock({
  names: ['core/column'],
  fields: {
    width,
    verticalAlignment: choice(['', 'top', 'center', 'bottom', 'stretch']),
  },
});
