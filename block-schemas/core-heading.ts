import { z } from 'zod';
import { defineBlock, html, text } from '../engine';
import { coreStyle, textAlign } from './shared/core';

const LEVEL_MESSAGE = 'Number must be between 1 and 6';

/** 1 to 6; WordPress stores a number, some exports a numeric string (`'3'`). */
const level = z
  .preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number({ error: LEVEL_MESSAGE }).int(LEVEL_MESSAGE).min(1, LEVEL_MESSAGE).max(6, LEVEL_MESSAGE),
  )
  .default(2);

/**
 * core/heading: levels 1 to 6 (WordPress defaults to 2), with colour presets. The alignment is
 * `align` before WordPress 5.4, `textAlign` until 6.x and `style.typography.textAlign` since.
 */
export default defineBlock({
  names: ['core/heading'],
  fields: {
    content: html(),
    level,
    textAlign: textAlign(),
    align: textAlign(),
    fontSize: text(),
    backgroundColor: text(),
    textColor: text(),
    style: coreStyle(),
  },
  drawsPageHeading: (data) => data.level === 1,
});
