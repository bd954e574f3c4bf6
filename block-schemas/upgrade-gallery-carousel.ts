import { defineBlock, image, repeater, text } from '../engine';

/** acf/upgrade-gallery-carousel: a header over images with a name and a caption. */
export default defineBlock({
  names: ['acf/upgrade-gallery-carousel'],
  fields: {
    header: text(),
    items: repeater({ image: image(), name: text(), caption: text() }),
  },
});
