import { choice, defineBlock, html, link, repeater, text } from '../engine';

/**
 * acf/text-grid: a heading over a grid of short texts, each with an optional CTA. `width`
 * 'container' (the default) keeps the grid in the content column; 'full' lets it span the page.
 * The grid never has more than three columns.
 */
export default defineBlock({
  names: ['acf/text-grid'],
  fields: {
    main_header: text(),
    width: choice(['container', 'full']),
    items: repeater({
      main_heading: text(),
      content: html(),
      cta: link(),
    }),
  },
});
