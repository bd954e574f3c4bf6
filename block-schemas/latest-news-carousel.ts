import { defineBlock } from '../engine';

/** acf/latest-news-carousel: 'Latest News', the newest posts (from the CMS) and 'SEE ALL NEWS'. */
export default defineBlock({
  names: ['acf/latest-news-carousel'],
  fields: {},
});
