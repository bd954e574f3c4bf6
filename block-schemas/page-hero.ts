import { choice, defineBlock, html, htmlIsEmpty, image, link, numeric } from '../engine';

/**
 * acf/page-hero, in both of its readings: rich heading `content`, or a `title` with
 * `formattedContent`, a `desktopBg` image, the portfolio's `properties` and `total_sf`, a CTA
 * and the description's position. The hero is always light; the path decides its spacing.
 */
export default defineBlock({
  names: ['acf/page-hero'],
  fields: {
    content: html(),
    title: html(),
    formattedContent: html(),
    desktopBg: image(),
    properties: numeric(),
    total_sf: numeric(),
    cta: link(),
    description_position: choice(['', 'left', 'right']),
  },
  /** The title, else the rich heading, is the page's `<h1>`; with neither the hero renders nothing. */
  drawsPageHeading: (data) => !htmlIsEmpty(data.title) || !htmlIsEmpty(data.content),
});
