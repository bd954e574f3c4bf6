import { z } from 'zod';
import { defineBlock, numeric, text } from '../engine';

/**
 * acf/region-statistics-grid and acf/metro-landing-page-number-module (one block): '{region} in
 * numbers' with the region's population, industrial square footage and number of properties.
 * The region arrives as `{name}`, as the name itself, or flattened as `region_name`.
 */
export default defineBlock({
  names: ['acf/region-statistics-grid', 'acf/metro-landing-page-number-module'],
  fields: {
    region: z.preprocess((value) => {
      if (typeof value === 'string') return value;
      const name: unknown = typeof value === 'object' && value !== null ? (value as { name?: unknown }).name : undefined;
      return typeof name === 'string' ? name : '';
    }, z.string()),
    region_name: text(),
    population: numeric(),
    total_sf: numeric(),
    number_of_properties: numeric(),
    background_color: text(),
  },
});
