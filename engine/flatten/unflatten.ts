/**
 * ACF flattened keys <-> nested values, directed by the block's schema.
 *
 * ACF stores a repeater `items` as `items` = row count and `items_{i}_{sub}`; a group `hero` as
 * `hero_{sub}`; nested repeaters as `rows_0_cards_2_name`. Rather than scanning every key with a
 * pattern, we walk the schema and look up exactly the keys it names, so the cost is linear in the
 * size of the result and keys the schema does not name (`_items` field references, leftovers of
 * removed fields) are never read.
 */
import type { z } from 'zod';
import { shapeOf, type FieldNode, type ShapeNode } from './walk';

export type FlatRecord = Record<string, unknown>;

export interface UnflattenOptions {
  /** Turns an attachment id into an image value; ids it cannot resolve become undefined. */
  readonly resolveImage?: (id: string) => unknown;
}

const isRecord = (value: unknown): value is FlatRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A repeater count as ACF may store it: a number, a numeric string, or blank. */
export function rowCount(value: unknown, limit: number): number {
  const count = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : 0;
  if (!Number.isFinite(count) || count <= 0) return 0;
  // Every real row owns at least one key, so no honest count exceeds the number of keys.
  return Math.min(Math.floor(count), limit);
}

class Reader {
  constructor(
    private readonly data: FlatRecord,
    private readonly limit: number,
    private readonly options: UnflattenOptions,
  ) {}

  /** Reads the fields of `shape` stored under `prefix`; undefined when none of them is present. */
  readShape(shape: ShapeNode, prefix: string): FlatRecord | undefined {
    const out: FlatRecord = {};
    let found = false;
    for (const [key, node] of shape) {
      const value = this.readField(node, prefix + key);
      if (value !== undefined) {
        out[key] = value;
        found = true;
      }
    }
    return found ? out : undefined;
  }

  private readField(node: FieldNode, key: string): unknown {
    const stored = this.data[key];
    switch (node.type) {
      case 'value':
        return node.kind === 'image' ? this.image(stored) : stored;
      case 'list':
        return stored;
      case 'group':
        if (isRecord(stored)) return nested(node.shape, stored, this.options);
        return this.readShape(node.shape, `${key}_`);
      case 'repeater':
        return this.readRows(node.item, key, stored);
    }
  }

  private readRows(item: ShapeNode, key: string, stored: unknown): unknown {
    if (Array.isArray(stored)) {
      return stored.map((row: unknown) => (isRecord(row) ? nested(item, row, this.options) : row));
    }
    if (stored === undefined) return undefined;
    const rows: FlatRecord[] = [];
    const count = rowCount(stored, this.limit);
    for (let index = 0; index < count; index += 1) {
      const row = this.readShape(item, `${key}_${index}_`);
      if (row !== undefined) rows.push(row);
    }
    return rows;
  }

  private image(stored: unknown): unknown {
    const isId =
      (typeof stored === 'number' && Number.isInteger(stored)) || (typeof stored === 'string' && /^\d+$/.test(stored));
    if (!isId || this.options.resolveImage === undefined) return stored;
    return this.options.resolveImage(String(stored));
  }
}

function nested(shape: ShapeNode, data: FlatRecord, options: UnflattenOptions): FlatRecord {
  return new Reader(data, Object.keys(data).length, options).readShape(shape, '') ?? {};
}

/**
 * Builds the nested value the schema describes out of ACF's flattened keys. Values that already
 * arrive nested (link objects, arrays of rows, group objects) are taken as they are. Missing rows
 * are skipped; extra keys are ignored. The result is what the schema then validates.
 */
export function unflatten(schema: z.ZodType, data: FlatRecord, options: UnflattenOptions = {}): FlatRecord {
  return nested(shapeOf(schema), data, options);
}

function writeShape(shape: ShapeNode, value: FlatRecord, prefix: string, out: FlatRecord): void {
  for (const [key, node] of shape) {
    const field = value[key];
    if (field === undefined) continue;
    if (node.type === 'repeater' && Array.isArray(field)) {
      out[prefix + key] = field.length;
      field.forEach((row: unknown, index) => {
        if (isRecord(row)) writeShape(node.item, row, `${prefix}${key}_${index}_`, out);
      });
    } else if (node.type === 'group' && isRecord(field)) {
      writeShape(node.shape, field, `${prefix}${key}_`, out);
    } else {
      out[prefix + key] = field;
    }
  }
}

/** The inverse of `unflatten`: nested values back to ACF's flattened keys. */
export function flatten(schema: z.ZodType, value: FlatRecord): FlatRecord {
  const out: FlatRecord = {};
  writeShape(shapeOf(schema), value, '', out);
  return out;
}
