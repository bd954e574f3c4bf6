import { defineBlock, html, image, link, text } from '../engine';

/** acf/plus-hero: the tenant-portal hero; its CTA opens the portal modal. */
export default defineBlock({
  names: ['acf/plus-hero'],
  fields: {
    heading: text(),
    second_heading: text(),
    third_heading: text(),
    cta: link(),
    content: html(),
    background_pattern: image(),
    desktop_image: image(),
    mobile_image: image(),
  },
  /** The heading is the page's `<h1>`; without one the hero renders nothing. */
  drawsPageHeading: (data) => data.heading !== '',
});
