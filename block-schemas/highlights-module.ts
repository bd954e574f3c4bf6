import { choice, defineBlock, repeater, text } from '../engine';
import { numberItem } from './shared/fields';
import { styleOption } from './shared/options';

/**
 * acf/highlights-module: a heading over counters (number_grid). An item shows only when its
 * number, prefix and suffix are all filled in ('None' counts, and shows nothing).
 */
export default defineBlock({
  names: ['acf/highlights-module'],
  fields: {
    main_heading: text(),
    style: styleOption(),
    style_option_background_color: choice(['white', 'slate', 'cardboard', 'solar', 'lightrust', 'cement', 'freight']),
    number_grid: repeater(numberItem),
  },
});
