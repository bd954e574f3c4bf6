import { defineBlock, flag, link, numeric, text } from '../engine';

/**
 * acf/latest-sustainability-posts: a posts grid of the newest posts in the Sustainability
 * category (slug `sustainability`). A category is the filter rule
 * an editor controls in WordPress, and every ESG-tagged demo post is filed under it.
 */
export default defineBlock({
  names: ['acf/latest-sustainability-posts'],
  fields: {
    header: text(),
    number_of_posts: numeric(),
    rounded_thumbnails: flag(),
    style_options_background_color: text(),
    style_options_text_color: text(),
    cta: link(),
  },
});
