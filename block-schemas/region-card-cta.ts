import { defineBlock, text } from '../engine';
import { regionCardsMeta } from './shared/fields';

/**
 * acf/region-card-cta and acf/home-page-3-pack (one block): a card per region, from the block's
 * `meta.region_meta`, linking to /region/{slug}/.
 */
export default defineBlock({
  names: ['acf/region-card-cta', 'acf/home-page-3-pack'],
  fields: {
    main_header: text(),
    meta: regionCardsMeta(),
  },
});
