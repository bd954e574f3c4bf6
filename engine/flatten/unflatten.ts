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
import { isAttachmentId } from './fields';
import { shapeOf, type FieldNode, type ShapeNode } from './walk';
import { isRecord } from '../record';

export type FlatRecord = Record<string, unknown>;

export interface UnflattenOptions {
  /**
   * Turns an attachment id into an image value, or undefined when it cannot. An id it cannot
   * resolve is kept as it is, so that `image()` reports it.
   */
  readonly resolveImage?: (id: string) => unknown;
}


/**
 * wp-graphql-content-blocks serves object and untyped array attributes (`layout`, `style`,
 * `ids`) as JSON strings. Where the schema expects an object or a list, a string that holds one
 * is read as what it holds; any other string is left for the schema to refuse.
 */
function fromJson(stored: unknown, expected: (value: unknown) => boolean): unknown {
  if (typeof stored !== 'string') return stored;
  const first = stored.trimStart()[0];
  if (first !== '{' && first !== '[') return stored;
  try {
    const parsed: unknown = JSON.parse(stored);
    return expected(parsed) ? parsed : stored;
  } catch {
    return stored;
  }
}

/** A repeater count as ACF may store it: a number, a numeric string, or blank. */
export function rowCount(value: unknown): number {
  const count = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : 0;
  return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

/**
 * A shape prepared for reading, built once per schema. Keys are cached as flat, hashed strings:
 * a key made by concatenation must be flattened and hashed on every lookup, a cached one is not.
 * The caches are bounded, so hostile payloads (a count of 1e9) cannot grow them without limit.
 */
interface Plan {
  readonly names: readonly string[];
  readonly nodes: readonly FieldNode[];
  readonly keysByPrefix: Map<string, readonly string[]>;
  readonly rowKeys: Map<string, Array<readonly string[]>>;
}

const MAX_CACHED_ROW = 1_000;
const MAX_CACHED_PREFIXES = 20_000;
const plans = new WeakMap<ShapeNode, Plan>();

/** The engine's own copy of a key as a flat, hashed string (a property key's copy is exactly that). */
function internalize(key: string): string {
  return Object.keys({ [key]: true })[0] ?? key;
}

function planOf(shape: ShapeNode): Plan {
  let plan = plans.get(shape);
  if (plan === undefined) {
    const names = shape.map(([name]) => name);
    plan = { names, nodes: shape.map(([, node]) => node), keysByPrefix: new Map(), rowKeys: new Map() };
    plans.set(shape, plan);
  }
  return plan;
}

function keysFor(plan: Plan, prefix: string): readonly string[] {
  const cached = plan.keysByPrefix.get(prefix);
  if (cached !== undefined) return cached;
  const keys = plan.names.map((name) => internalize(prefix + name));
  if (plan.keysByPrefix.size < MAX_CACHED_PREFIXES) plan.keysByPrefix.set(prefix, keys);
  return keys;
}

/** The keys of row `index` of the repeater stored under `key`, e.g. `rows_2_title`. */
function rowKeysFor(plan: Plan, key: string, index: number): readonly string[] {
  if (index >= MAX_CACHED_ROW) return keysFor(plan, `${key}_${index}_`);
  let rows = plan.rowKeys.get(key);
  if (rows === undefined) {
    rows = [];
    if (plan.rowKeys.size < MAX_CACHED_PREFIXES) plan.rowKeys.set(key, rows);
  }
  for (let next = rows.length; next <= index; next += 1) {
    const prefix = `${key}_${next}_`;
    rows.push(plan.names.map((name) => internalize(prefix + name)));
  }
  return rows[index] as readonly string[];
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

  /** Reads the fields of a shape at the given keys; undefined when none of them is present. */
  readShape(plan: Plan, keys: readonly string[]): FlatRecord | undefined {
    const { names, nodes } = plan;
    // Every field is written, in the schema's order, so every result of a shape has one layout.
    const result: FlatRecord = {};
    let found = false;
    for (let index = 0; index < nodes.length; index += 1) {
      const node = nodes[index] as FieldNode;
      const key = keys[index] as string;
      // Own properties only: an absent key then costs one lookup, and 'constructor' or
      // 'toString' never resolve to Object.prototype members the CMS did not send.
      const stored = Object.hasOwn(this.data, key) ? this.data[key] : undefined;
      const value = node.type === 'value' && node.kind !== 'image' ? stored : this.readField(node, key, stored);
      result[names[index] as string] = value;
      if (value !== undefined) found = true;
    }
    return found ? result : undefined;
  }

  private readField(node: FieldNode, key: string, stored: unknown): unknown {
    switch (node.type) {
      case 'value':
        return this.image(stored);
      case 'list':
        return fromJson(stored, Array.isArray);
      case 'group': {
        const value = fromJson(stored, isRecord);
        if (isRecord(value)) return nested(node.shape, value, this.options);
        const plan = planOf(node.shape);
        return this.readShape(plan, keysFor(plan, `${key}_`));
      }
      case 'repeater':
        return this.readRows(node.item, key, fromJson(stored, Array.isArray));
    }
  }

  private readRows(item: ShapeNode, key: string, stored: unknown): unknown {
    if (Array.isArray(stored)) {
      return stored.map((row: unknown) => (isRecord(row) ? nested(item, row, this.options) : row));
    }
    if (stored === undefined) return undefined;
    const plan = planOf(item);
    const rows: FlatRecord[] = [];
    const count = rowCount(stored);
    // Missing rows are skipped; once the misses outnumber the block's keys no further row can
    // exist, so a hostile count costs no more than the payload's size.
    let misses = 0;
    for (let index = 0; index < count; index += 1) {
      const row = this.readShape(plan, rowKeysFor(plan, key, index));
      if (row !== undefined) rows.push(row);
      else if (++misses > this.limit) break;
    }
    return rows;
  }

  private image(stored: unknown): unknown {
    if (!isAttachmentId(stored) || this.options.resolveImage === undefined) return stored;
    return this.options.resolveImage(String(stored)) ?? stored;
  }
}

function nested(shape: ShapeNode, data: FlatRecord, options: UnflattenOptions): FlatRecord {
  const plan = planOf(shape);
  return new Reader(data, options).readShape(plan, keysFor(plan, '')) ?? {};
}

/**
 * Builds the nested value the schema describes out of ACF's flattened keys. Values that already
 * arrive nested (link objects, arrays of rows, group objects) are taken as they are. Missing rows
 * are skipped; extra keys are ignored. A field the payload lacks is present as undefined. The
 * result is what the schema then validates.
 */
export function unflatten(schema: z.ZodType, data: FlatRecord, options: UnflattenOptions = {}): FlatRecord {
  return nested(shapeOf(schema), data, options);
}

function resolveShape(shape: ShapeNode, value: FlatRecord, resolveImage: (id: string) => unknown): void {
  for (const [key, node] of shape) {
    const field = value[key];
    if (node.type === 'value' && node.kind === 'image') {
      if (isAttachmentId(field)) value[key] = resolveImage(String(field)) ?? field;
    } else if (node.type === 'group' && isRecord(field)) resolveShape(node.shape, field, resolveImage);
    else if (node.type === 'repeater' && Array.isArray(field)) for (const row of field) if (isRecord(row)) resolveShape(node.item, row, resolveImage);
  }
}

/**
 * Resolves the attachment ids left in the image fields of `unflatten`'s result (made without a
 * `resolveImage`), in place: the same values as unflattening with that resolver, without reading
 * the payload again. An id it cannot resolve is kept, so that `image()` reports it.
 */
export function resolveImages(schema: z.ZodType, value: FlatRecord, resolveImage: (id: string) => unknown): FlatRecord {
  resolveShape(shapeOf(schema), value, resolveImage);
  return value;
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
