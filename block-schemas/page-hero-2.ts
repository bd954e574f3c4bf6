import { choice, defineBlock, html, image, link, numeric, text } from '../engine';

/** acf/page-hero-2: the property hero: title, description, a picture, the figures and a CTA. */
export default defineBlock({
  names: ['acf/page-hero-2'],
  fields: {
    title: text(),
    description: html(),
    description_position: choice(['', 'left', 'right']),
    desktop_image: image(),
    properties: numeric(),
    total_sf: numeric(),
    cta: link(),
  },
  /** The title is the page's `<h1>`; without one the hero renders nothing. */
  drawsPageHeading: (data) => data.title !== '',
});
