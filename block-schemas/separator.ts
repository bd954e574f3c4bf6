import { z } from 'zod';
import { choice, defineBlock } from '../engine';

/**
 * acf/separator: a horizontal rule. `size` 'Full' spans the page; anything else sits in the
 * content column. `color` is one of the named palettes (cement when blank or unknown).
 */
export default defineBlock({
  names: ['acf/separator'],
  fields: {
    size: z.preprocess((value) => (typeof value === 'string' && value.trim().toLowerCase() === 'full' ? 'Full' : 'container'), z.enum(['Full', 'container'])),
    color: choice(['cement', 'solar', 'slate', 'freight', 'cardboard', 'lightcardboard', 'white']),
  },
});
