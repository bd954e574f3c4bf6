import { defineBlock, flag, image, link, repeater, text } from '../engine';

/**
 * acf/cta-region-card-grid-2: CTA cards over background images. With `use_default_data` '1' the
 * site-wide heading and cards are shown instead of the block's own.
 */
export default defineBlock({
  names: ['acf/cta-region-card-grid-2'],
  fields: {
    use_default_data: flag(),
    main_header: text(),
    grid: repeater({
      main_header: text(),
      background_image: image(),
      cta: link(),
    }),
  },
});
