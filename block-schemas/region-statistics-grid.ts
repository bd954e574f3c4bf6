import { z } from 'zod';
import { defineBlock, group, numeric, text } from '../engine';

/**
 * acf/region-statistics-grid and acf/metro-landing-page-number-module (one block): '{region} in
 * numbers' with the region's population, industrial square footage and number of properties.
 * `region` arrives as `{name}` (or `region_name`) or as the name itself.
 */
export default defineBlock({
  names: ['acf/region-statistics-grid', 'acf/metro-landing-page-number-module'],
  fields: {
    region: z.preprocess((value) => (typeof value === 'string' ? { name: value } : value), group({ name: text() })),
    population: numeric(),
    total_sf: numeric(),
    number_of_properties: numeric(),
    background_color: text(),
  },
});
