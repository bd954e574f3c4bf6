import { choice, defineBlock, group } from '../engine';

const justification = ['', 'left', 'center', 'right', 'space-between'] as const;

/** core/buttons: a row of core/button blocks; `contentJustification` is the pre-6.0 attribute. */
export default defineBlock({
  names: ['core/buttons'],
  fields: {
    layout: group({
      justifyContent: choice(justification),
      orientation: choice(['horizontal', 'vertical']),
    }),
    contentJustification: choice(justification),
  },
});
