import { defineBlock, html, repeater, text } from '../engine';
import { teamCard } from './shared/fields';

/**
 * acf/team-accordion: a heading and text beside an accordion of teams; each item has a header,
 * optional text and team cards. The background is solar when the CMS says 'Solar', otherwise
 * cardboard.
 */
export default defineBlock({
  names: ['acf/team-accordion'],
  fields: {
    heading: text(),
    content: html(),
    background: text(),
    accordion_repeater: repeater({ accordion_header: text(), accordion_content: html(), team_cards: repeater(teamCard) }),
  },
});
