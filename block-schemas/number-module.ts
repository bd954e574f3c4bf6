import { defineBlock, repeater, text } from '../engine';
import { numberItem, onUnlessZero } from './shared/fields';

/**
 * acf/number-module: a grid of figures. The site-wide figures are shown unless
 * `use_block_default_data` is '0', in which case the block's own `number_grid` is.
 */
export default defineBlock({
  names: ['acf/number-module'],
  fields: {
    use_block_default_data: onUnlessZero(),
    main_heading: text(),
    background_color: text(),
    number_grid: repeater(numberItem),
  },
});
