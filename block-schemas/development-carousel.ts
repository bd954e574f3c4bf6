import { choice, defineBlock, html, image, repeater, text } from '../engine';

/** Where a hotspot sits on its slide. */
export const HOTSPOT_POSITIONS = ['First', 'Second', 'Third', 'Fourth', 'Fifth'] as const;

/** acf/development-carousel: one development per slide, with up to 5 '+' hotspots. */
export default defineBlock({
  names: ['acf/development-carousel'],
  fields: {
    slides: repeater({
      header: text(),
      sub_header: text(),
      image: image(),
      caption: text(),
      popup_tips: repeater({ popup_title: text(), popup_content: html(), popup_position: choice(HOTSPOT_POSITIONS) }),
    }),
  },
});
