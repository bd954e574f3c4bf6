import { defineBlock, image, link } from '../engine';

/** acf/download-cta: one link with an icon (a download arrow when the block has none). */
export default defineBlock({
  names: ['acf/download-cta'],
  fields: {
    icon: image(),
    link: link(),
  },
});
