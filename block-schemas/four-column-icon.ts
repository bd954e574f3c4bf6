import { defineBlock, image, repeater, text } from '../engine';
import { numberItem } from './shared/fields';
import { styleOption } from './shared/options';

/**
 * acf/four-column-icon: statistics counters, each a figure (prefix, number, suffix) with an icon
 * and a heading, in one of the three block styles.
 */
export default defineBlock({
  names: ['acf/four-column-icon'],
  fields: {
    main_heading: text(),
    style_option_style: styleOption(),
    items: repeater({ ...numberItem, icon: image() }),
  },
});
