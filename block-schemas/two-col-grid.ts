import { defineBlock, flag, html, image, link, repeater, text } from '../engine';
import { teamCard } from './shared/fields';

/**
 * acf/two-col-grid: rows of text beside an image, alternating sides. A row may carry an
 * accordion (shown under 'National Development Team') whose panels hold team cards.
 */
export default defineBlock({
  names: ['acf/two-col-grid'],
  fields: {
    title: text(),
    description: html(),
    flip: flag(),
    cta_no_style: flag(),
    rows: repeater({
      top_header: text(),
      main_header: text(),
      desktop_image: image(),
      mobile_image: image(),
      content: html(),
      cta: link(),
      align_content_to_left: flag(),
      accordion_repeater: repeater({
        accordion_header: text(),
        accordion_content: html(),
        team_cards: repeater(teamCard),
      }),
    }),
  },
});
