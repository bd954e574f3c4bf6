import { defineBlock } from '../engine';

/** acf/search: the site search box with its results; the block has no fields of its own. */
export default defineBlock({
  names: ['acf/search'],
  fields: {},
});
