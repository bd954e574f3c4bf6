import { choice, defineBlock, flag } from '../engine';

/** core/columns: core/column blocks side by side, stacked on phones unless told otherwise. */
export default defineBlock({
  names: ['core/columns'],
  fields: {
    verticalAlignment: choice(['', 'top', 'center', 'bottom']),
    // WordPress omits the attribute when it keeps its default, which is to stack.
    isStackedOnMobile: flag().default(true),
  },
});
