import { defineBlock, image, link, numeric, repeater, text } from '../engine';

/** acf/cta-region-card-grid: region cards with an image, 'Total SF', 'Properties' and a CTA. */
export default defineBlock({
  names: ['acf/cta-region-card-grid'],
  fields: {
    main_header: text(),
    grid: repeater({
      main_header: text(),
      image: image(),
      total_sf: numeric(),
      total_properties: numeric(),
      cta: link(),
    }),
  },
});
