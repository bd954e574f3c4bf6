import { z } from 'zod';
import { choice, defineBlock, html, text } from '../engine';

const LEVEL_MESSAGE = 'Number must be between 1 and 6';

/** 1 to 6; WordPress stores a number, some exports a numeric string (`'3'`). */
const level = z
  .preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number({ error: LEVEL_MESSAGE }).int(LEVEL_MESSAGE).min(1, LEVEL_MESSAGE).max(6, LEVEL_MESSAGE),
  )
  .default(2);

/** core/heading: levels 1 to 6 (WordPress defaults to 2), with textAlign and colour presets. */
export default defineBlock({
  names: ['core/heading'],
  fields: {
    content: html(),
    level,
    textAlign: choice(['', 'left', 'center', 'right']),
    backgroundColor: text(),
    textColor: text(),
  },
});
