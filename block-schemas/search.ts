import { defineBlock } from '../engine';

/** acf/search: the site search box with its results (spec 2.2); the block has no fields of its own. */
export default defineBlock({
  names: ['acf/search'],
  fields: {},
});
