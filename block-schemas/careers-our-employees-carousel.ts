import { defineBlock } from '../engine';
import { postIds } from './shared/fields';

/** acf/careers-our-employees-carousel: employee quotes picked by id (`select_quotes`), in the chosen order. */
export default defineBlock({
  names: ['acf/careers-our-employees-carousel'],
  fields: {
    select_quotes: postIds('employee'),
  },
});
