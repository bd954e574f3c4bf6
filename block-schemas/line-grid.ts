import { choice, defineBlock, html, link, repeater, text } from '../engine';

/**
 * acf/line-grid: a title over a ruled grid of links, each with a short HTML subtitle.
 * `background_color` is white (the default), solar, cement or lightcardboard.
 */
export default defineBlock({
  names: ['acf/line-grid'],
  fields: {
    title: text(),
    background_color: choice(['white', 'solar', 'cement', 'lightcardboard']),
    grid: repeater({
      title: link(),
      subtitle: html(),
    }),
  },
});
