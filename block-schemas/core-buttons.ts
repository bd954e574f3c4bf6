import { choice, defineBlock, group } from '../engine';

const justification = ['', 'left', 'center', 'right', 'space-between', 'stretch'] as const;

/**
 * core/buttons: a row of core/button blocks. The layout is `layout` (a JSON string from
 * wp-graphql-content-blocks, read by the engine); `contentJustification` and `orientation` are
 * its attributes before WordPress 6.0; `align: 'center'` centred the row before 5.8.
 */
export default defineBlock({
  names: ['core/buttons'],
  fields: {
    layout: group({
      justifyContent: choice(justification),
      orientation: choice(['horizontal', 'vertical']),
    }),
    contentJustification: choice(justification),
    orientation: choice(['horizontal', 'vertical']),
    align: choice(['', 'left', 'center', 'right', 'wide', 'full']),
  },
});
