import { choice, defineBlock, html, image, repeater, text } from '../engine';

/** acf/icon-content-grid: a heading over items with an icon, an eyebrow, a heading and text. */
export default defineBlock({
  names: ['acf/icon-content-grid'],
  fields: {
    main_heading: text(),
    style: choice(['light', 'dark', 'cardboard']),
    items: repeater({
      icon: image(),
      top_heading: text(),
      main_heading: text(),
      content: html(),
    }),
  },
});
