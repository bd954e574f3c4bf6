import { z } from 'zod';
import { defineBlock } from '../engine';

const HEIGHT_MESSAGE = "Expected a height such as 40, '40px' or '2.5rem'";

/** WordPress's default spacing scale (`var:preset|spacing|50`), which this theme keeps. */
const spacingPresets: Readonly<Record<string, string>> = {
  '20': '0.44rem',
  '30': '0.67rem',
  '40': '1rem',
  '50': '1.5rem',
  '60': '2.25rem',
  '70': '3.38rem',
  '80': '5.06rem',
};

function toCssLength(value: unknown): unknown {
  if (typeof value === 'number') return `${value}px`;
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (/^\d+(?:\.\d+)?$/.test(trimmed)) return `${trimmed}px`;
  const preset = /^var:preset\|spacing\|(\d+)$/.exec(trimmed)?.[1];
  return preset !== undefined && Object.hasOwn(spacingPresets, preset) ? spacingPresets[preset] : trimmed;
}

/** core/spacer: vertical space; `height` is a number of pixels or a CSS length (default 100px). */
export default defineBlock({
  names: ['core/spacer'],
  fields: {
    height: z
      .preprocess(toCssLength, z.string({ error: HEIGHT_MESSAGE }).regex(/^\d+(?:\.\d+)?(?:px|rem|em|vh|svh)$/, HEIGHT_MESSAGE))
      .default('100px'),
  },
});
