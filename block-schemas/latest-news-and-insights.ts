import { defineBlock, html, image, link, repeater, text } from '../engine';

/** acf/latest-news-and-insights: a 'Latest News' grid of three cards. */
export default defineBlock({
  names: ['acf/latest-news-and-insights'],
  fields: {
    news_grid: repeater({ main_header: text(), desktop_image: image(), content: html(), cta: link() }),
  },
});
