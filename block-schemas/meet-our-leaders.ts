import { defineBlock, repeater, text } from '../engine';
import { memberIds } from './shared/fields';

/**
 * acf/meet-our-leaders: the leadership grid. Groups, each with a heading and the leaders it
 * shows (ids resolved through the render context); 'View Full Profile' opens the profile modal.
 */
export default defineBlock({
  names: ['acf/meet-our-leaders'],
  fields: {
    groups: repeater({ main_heading: text(), leaders: memberIds() }),
  },
});
