import { z } from 'zod';
import { defineBlock, isRecord, repeater, text } from '../engine';

/** A team member as ACF may serve it: flat fields, or a post object with `acf_team_meta`. */
const teamMeta = () =>
  z.preprocess(
    (value) => (isRecord(value) ? value : {}),
    z.object({ title: text(), region: text(), email: text(), phone: text() }),
  );

/**
 * acf/region-team-contact-grid: an eyebrow and contact cards: name
 * (or title), position, region, email and phone. A card without a name is a spacer that keeps
 * the grid's columns on large screens.
 */
export default defineBlock({
  names: ['acf/region-team-contact-grid'],
  fields: {
    eyebrow: text(),
    cards: repeater({ name: text(), title: text(), position: text(), region: text(), email: text(), phone: text(), acf_team_meta: teamMeta() }),
  },
});
