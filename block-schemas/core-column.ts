import { choice, defineBlock } from '../engine';
import { coreStyle, cssLength } from './shared/core';

/**
 * core/column: one column of a core/columns block. Its width is `style.dimensions.width` in
 * current WordPress (`'33.33%'`, `'320px'`, or the fill preset); `width` before (`'50%'`, and a
 * bare percentage, `33.33`, in the oldest content).
 */
export default defineBlock({
  names: ['core/column'],
  fields: {
    width: cssLength('%'),
    verticalAlignment: choice(['', 'top', 'center', 'bottom', 'stretch']),
    style: coreStyle(),
  },
});
