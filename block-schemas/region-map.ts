import { defineBlock, group, numeric, repeater, text } from '../engine';

/**
 * acf/region-map and acf/map (one block): the interactive US map of regions and markets.
 * Markets come from the block's `meta.markets`, or from the CMS's markets when the
 * block carries none; the regions' figures from the block's fields, else `meta.regions`, else
 * the sum of their markets.
 */
export default defineBlock({
  names: ['acf/region-map', 'acf/map'],
  fields: {
    heading: text(),
    western_region_total_sf: numeric(),
    central_region_total_sf: numeric(),
    eastern_region_total_sf: numeric(),
    western_region_properties: numeric(),
    central_region_properties: numeric(),
    eastern_region_properties: numeric(),
    meta: group({
      markets: repeater({
        name: text(),
        state: text(),
        region: text(),
        number_of_properties: numeric(),
        total_square_feet: numeric(),
        slug: text(),
        coordinates: text(),
      }),
      regions: repeater({ name: text(), total_square_feet: numeric(), number_of_properties: numeric() }),
    }),
  },
});
