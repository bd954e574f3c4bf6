import { defineBlock, link, repeater, text } from '../engine';

/** acf/teams: a heading over a grid of links to the company's teams. */
export default defineBlock({
  names: ['acf/teams'],
  fields: {
    main_heading: text(),
    items: repeater({ team: link() }),
  },
});
