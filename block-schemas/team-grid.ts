import { choice, defineBlock, editorField, flag, group, repeater, text } from '../engine';
import { CORNER_LABELS, corners, memberId } from './shared/fields';

/**
 * acf/team-grid: team-member tiles mixed with quote tiles. An item is a
 * member unless its `item_type` says otherwise; a hidden member card is not shown.
 */
export default defineBlock({
  names: ['acf/team-grid'],
  fields: {
    mobile_grid: flag(),
    items: repeater({
      item_type: text(),
      team_member_card: group({ team_member: memberId(), rounded_corner: corners(), hidden: flag() }),
      quote: group({
        quote_text: text(),
        author: text(),
        author_title: text(),
        background_color: choice(['gold', 'darkGold', 'emerald', 'slate']),
        quote_rounded_corner: editorField(choice(['tl', 'tr', 'bl', 'br']), { choiceLabels: CORNER_LABELS }),
        margin_side: choice(['mx', 'ml', 'mr']),
      }),
    }),
  },
});
