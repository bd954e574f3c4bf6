/**
 * From a block's parsed attributes to the flat field record its schema reads, and the image
 * resolver for its `meta`. ACF blocks keep their fields under `data` and their images under
 * `meta`; core blocks keep their fields at the top level.
 */
import type { FlatRecord } from '../flatten/unflatten';
import { toImageValue } from '../flatten/fields';
import { isRecord } from '../record';


function parseMaybeJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** An ACF block's fields (`data`, an object or JSON text), or undefined for a block without them. */
export function acfData(attributes: FlatRecord): FlatRecord | undefined {
  const data = parseMaybeJson(attributes.data);
  return isRecord(data) ? data : undefined;
}

/** The fields a schema reads: top-level attributes with ACF's `data` merged over them. */
export function blockFields(attributes: FlatRecord, originalContent: string, readsContent: boolean, data: FlatRecord | undefined = acfData(attributes)): FlatRecord {
  // Object.assign into a prototype-less record: a spread of a large `data` over `attributes`
  // makes V8 grow the object key by key (the engine's hottest line before), and no key of the
  // CMS may resolve to an Object.prototype member.
  const fields: FlatRecord = Object.assign(Object.create(null) as FlatRecord, attributes, data);
  if (readsContent && (fields.content === undefined || fields.content === null) && originalContent !== '') {
    fields.content = originalContent;
  }
  return fields;
}

function lookup(source: unknown, id: string): unknown {
  if (Array.isArray(source)) return source.find((entry) => isRecord(entry) && String(entry.id ?? entry.ID) === id);
  return isRecord(source) ? source[id] : undefined;
}

/**
 * Resolves ACF attachment ids: through the page's image map (the media the site loaded for the
 * page's ids in one query), else through the block's own `meta.images`, `meta.image_map`/`imageMap`
 * or `meta[id]` (payloads that carry their media with them).
 */
export function imageResolver(attributes: FlatRecord, images?: ReadonlyMap<string, unknown>): (id: string) => unknown {
  const meta = parseMaybeJson(attributes.meta);
  return (id) => {
    const mapped = images?.get(id);
    if (mapped !== undefined) return toImageValue(mapped);
    if (!isRecord(meta)) return undefined;
    for (const source of [meta.images, meta.image_map, meta.imageMap, meta]) {
      const found = lookup(source, id);
      if (found !== undefined) return toImageValue(found);
    }
    return undefined;
  };
}
