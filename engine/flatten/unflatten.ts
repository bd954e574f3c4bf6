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
export function rowCount(value: unknown): number {
  const count = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : 0;
  return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

/**
 * Flattened key strings, built once and reused. A key made by concatenation must be flattened
 * and hashed on every lookup; a cached one carries its hash, which makes lookups about four times
 * cheaper. Both caches are bounded, so hostile payloads cannot grow them without limit.
 */
const MAX_CACHED_ROW = 1_000;
const MAX_CACHED_PREFIXES = 20_000;
const keyCache = new WeakMap<ShapeNode, Map<string, readonly string[]>>();
const rowPrefixCache = new Map<string, string[]>();

function keysOf(shape: ShapeNode, prefix: string): readonly string[] {
  let byPrefix = keyCache.get(shape);
  if (byPrefix === undefined) {
    byPrefix = new Map();
    keyCache.set(shape, byPrefix);
  }
  let keys = byPrefix.get(prefix);
  if (keys === undefined) {
    keys = shape.map(([key]) => prefix + key);
    if (byPrefix.size < MAX_CACHED_PREFIXES) byPrefix.set(prefix, keys);
  }
  return keys;
}

function rowPrefix(key: string, index: number): string {
  if (index >= MAX_CACHED_ROW) return `${key}_${index}_`;
  let prefixes = rowPrefixCache.get(key);
  if (prefixes === undefined) {
    prefixes = [];
    rowPrefixCache.set(key, prefixes);
  }
  for (let next = prefixes.length; next <= index; next += 1) prefixes.push(`${key}_${next}_`);
  return prefixes[index] as string;
}

class Reader {
  private keyCount = -1;

  constructor(
    private readonly data: FlatRecord,
    private readonly options: UnflattenOptions,
  ) {}

  /** Every real row owns at least one key, so no more rows can be missing than the block has keys. */
  private get limit(): number {
    if (this.keyCount < 0) this.keyCount = Object.keys(this.data).length;
    return this.keyCount;
  }

  /** Reads the fields of `shape` stored under `prefix`; undefined when none of them is present. */
  readShape(shape: ShapeNode, prefix: string): FlatRecord | undefined {
    const keys = keysOf(shape, prefix);
    const out: FlatRecord = {};
    let found = false;
    for (let index = 0; index < shape.length; index += 1) {
      const [name, node] = shape[index] as ShapeNode[number];
      const value = this.readField(node, keys[index] as string);
      if (value !== undefined) {
        out[name] = value;
        found = true;
      }
    }
    return found ? out : undefined;
  }

  private readField(node: FieldNode, key: string): unknown {
    const stored = Object.hasOwn(this.data, key) ? this.data[key] : undefined;
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
    const count = rowCount(stored);
    // Missing rows are skipped; once the misses outnumber the block's keys no further row can
    // exist, so a hostile count (1e9) costs no more than the payload's size.
    let misses = 0;
    for (let index = 0; index < count; index += 1) {
      const row = this.readShape(item, rowPrefix(key, index));
      if (row !== undefined) rows.push(row);
      else if (++misses > this.limit) break;
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
  return new Reader(data, options).readShape(shape, '') ?? {};
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
