import { defineBlock, image, repeater, text } from '../engine';

/** acf/partners: a heading over a grid of partner logos. */
export default defineBlock({
  names: ['acf/partners'],
  fields: {
    heading: text(),
    logos: repeater({ image: image(), title: text() }),
  },
});
