import { z } from 'zod';
import { defineBlock } from '../engine';

/** An ACF relationship value: ids as numbers or numeric strings, or post objects with an `ID`. */
const postIds = () =>
  z.preprocess((value) => {
    const list = Array.isArray(value) ? value : typeof value === 'string' || typeof value === 'number' ? String(value).split(',') : [];
    return list.flatMap((entry) => {
      const raw = typeof entry === 'object' && entry !== null ? ((entry as Record<string, unknown>).ID ?? (entry as Record<string, unknown>).id) : entry;
      const id = Number(typeof raw === 'string' ? raw.trim() : raw);
      return Number.isInteger(id) && id > 0 ? [id] : [];
    });
  }, z.array(z.number().int().positive()));

/** acf/careers-our-employees-carousel: employee quotes picked by id (`select_quotes`), in the chosen order. */
export default defineBlock({
  names: ['acf/careers-our-employees-carousel'],
  fields: {
    select_quotes: postIds(),
  },
});
