import { defineBlock, flag, html, image, link, text } from '../engine';
import { corners } from './shared/fields';

/** acf/two-col-text-image-cta: text with up to two CTAs beside an image (a separate one for phones). */
export default defineBlock({
  names: ['acf/two-col-text-image-cta'],
  fields: {
    header_text: text(),
    content: html(),
    second_content: html(),
    cta: link(),
    cta_2: link(),
    desktop_image: image(),
    mobile_image: image(),
    flip: flag(),
    rounded_corners: corners(),
    dark_mode: flag(),
    full_width: flag(),
    large_header: flag(),
  },
});
