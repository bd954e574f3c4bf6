/**
 * From a block's parsed attributes to the flat field record its schema reads, and the image
 * resolver for its `meta`. ACF blocks keep their fields under `data` and their images under
 * `meta`; core blocks keep their fields at the top level.
 */
import type { FlatRecord } from '../flatten/unflatten';
import { toImageValue } from '../flatten/fields';

const isRecord = (value: unknown): value is FlatRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseMaybeJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** The fields a schema reads: top-level attributes with ACF's `data` merged over them. */
export function blockFields(attributes: FlatRecord, originalContent: string, readsContent: boolean): FlatRecord {
  const data = parseMaybeJson(attributes.data);
  // Object.assign into a prototype-less record: a spread of a large `data` over `attributes`
  // makes V8 grow the object key by key (the engine's hottest line before), and no key of the
  // CMS may resolve to an Object.prototype member.
  const fields: FlatRecord = Object.assign(Object.create(null) as FlatRecord, attributes, isRecord(data) ? data : undefined);
  if (readsContent && (fields.content === undefined || fields.content === null) && originalContent !== '') {
    fields.content = originalContent;
  }
  return fields;
}

function lookup(source: unknown, id: string): unknown {
  if (Array.isArray(source)) return source.find((entry) => isRecord(entry) && String(entry.id ?? entry.ID) === id);
  return isRecord(source) ? source[id] : undefined;
}

/** Resolves ACF attachment ids through `meta.images`, `meta.image_map`/`imageMap`, or `meta[id]`. */
export function imageResolver(attributes: FlatRecord): ((id: string) => unknown) | undefined {
  const meta = parseMaybeJson(attributes.meta);
  if (!isRecord(meta)) return () => undefined;
  return (id) => {
    for (const source of [meta.images, meta.image_map, meta.imageMap, meta]) {
      const found = lookup(source, id);
      if (found !== undefined) return toImageValue(found);
    }
    return undefined;
  };
}
