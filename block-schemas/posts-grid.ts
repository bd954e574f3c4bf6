import { defineBlock, flag, link, numeric, text } from '../engine';

/**
 * acf/posts-grid: the newest posts as cards, optionally of one category or tag (by
 * slug), under an optional header, with rounded thumbnails and the named background and text
 * colours. `number_of_posts` defaults to 3.
 */
export default defineBlock({
  names: ['acf/posts-grid'],
  fields: {
    header: text(),
    category: text(),
    tag: text(),
    number_of_posts: numeric(),
    rounded_thumbnails: flag(),
    style_options_background_color: text(),
    style_options_text_color: text(),
    cta: link(),
  },
});
