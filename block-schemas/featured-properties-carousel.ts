import { defineBlock, group, image, repeater, text } from '../engine';

/**
 * acf/featured-properties-carousel: a heading with arrows over property cards. The properties
 * arrive in the block's `meta.properties`.
 */
export default defineBlock({
  names: ['acf/featured-properties-carousel'],
  fields: {
    main_header: text(),
    meta: group({
      properties: repeater({
        name: text(),
        address: text(),
        image: image(),
        meta: repeater({ meta_title: text(), meta_value: text() }),
      }),
    }),
  },
});
