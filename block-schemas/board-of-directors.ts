import { choice, defineBlock, repeater, text } from '../engine';
import { corners, memberId } from './shared/fields';

/** acf/board-of-directors: a title and director cards without images that open the profile modal. */
export default defineBlock({
  names: ['acf/board-of-directors'],
  fields: {
    title: text(),
    background_color: choice(['white', 'solar', 'lightcardboard', 'cement']),
    directors: repeater({ director: memberId(), rounded_corner: corners() }),
  },
});
