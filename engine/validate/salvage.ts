/**
 * Drop the smallest part. A block's data is validated as a whole; when the schema refuses parts
 * of it, each refused value is dropped at the smallest part that can go without it, and the data
 * is validated again:
 *
 * - a field that has a value for "missing" (an optional link or image, a text, a choice with its
 *   default) loses its value, and takes that one;
 * - otherwise the repeater row (or list item) that holds it is dropped;
 * - otherwise (a required field of the block itself, or a refinement of the whole block) nothing
 *   smaller than the block can go: the block is dropped, and the refusals are its errors. The
 *   other refusals of that pass are reported with them, so one run names every finding.
 *
 * Each drop is a warning naming the field, the reason and what was done. Well-formed data is
 * validated once, as before; only data with refusals pays for the repair.
 */
import type { z } from 'zod';
import type { FlatRecord } from '../flatten/unflatten';
import { shapeOf, type FieldNode, type ShapeNode } from '../flatten/walk';
import { messages } from './messages';
import { isRecord } from '../record';

/** A problem in a block's data: the field it concerns (`items.1.title`) and what happened. */
export interface Finding {
  readonly fieldPath: string;
  readonly message: string;
}

export type Salvaged<T> =
  | { readonly ok: true; readonly data: T; readonly warnings: readonly Finding[] }
  | { readonly ok: false; readonly errors: readonly Finding[]; readonly warnings: readonly Finding[] };

type Path = readonly PropertyKey[];

/** Where a refused value can go: a field's value, or an element of a repeater or list. */
type Target =
  | { readonly type: 'field'; readonly container: FlatRecord; readonly key: string; readonly node: FieldNode; readonly depth: number }
  | { readonly type: 'row' | 'item'; readonly container: FlatRecord; readonly key: string; readonly index: number; readonly depth: number };

/** Passes before giving up; each pass drops at least one part, and well-formed data needs one. */
const MAX_PASSES = 16;


const nodeMaps = new WeakMap<ShapeNode, Map<string, FieldNode>>();
const nodeOf = (shape: ShapeNode, key: string): FieldNode | undefined => {
  let map = nodeMaps.get(shape);
  if (map === undefined) {
    map = new Map(shape);
    nodeMaps.set(shape, map);
  }
  return map.get(key);
};

/** What a field makes of a missing value, when it accepts one. */
const fallbacks = new WeakMap<FieldNode, { readonly droppable: boolean; readonly fallback: unknown }>();
function fallbackOf(node: FieldNode): { readonly droppable: boolean; readonly fallback: unknown } {
  let found = fallbacks.get(node);
  if (found === undefined) {
    const result = node.schema.safeParse(undefined);
    found = result.success ? { droppable: true, fallback: result.data } : { droppable: false, fallback: undefined };
    fallbacks.set(node, found);
  }
  return found;
}

/** The deepest part along an issue's path that can be dropped, if any. */
function targetOf(shape: ShapeNode, data: FlatRecord, path: Path): Target | undefined {
  let target: Target | undefined;
  let currentShape = shape;
  let container = data;
  for (let depth = 0; depth < path.length; depth += 1) {
    const key = path[depth];
    const node = typeof key === 'string' ? nodeOf(currentShape, key) : undefined;
    if (typeof key !== 'string' || node === undefined) break;
    const value = container[key];
    if (value !== undefined && fallbackOf(node).droppable) target = { type: 'field', container, key, node, depth };
    if (node.type === 'group' && isRecord(value)) {
      currentShape = node.shape;
      container = value;
      continue;
    }
    const index = path[depth + 1];
    if ((node.type === 'repeater' || node.type === 'list') && Array.isArray(value) && typeof index === 'number' && index < value.length) {
      target = { type: node.type === 'repeater' ? 'row' : 'item', container, key, index, depth: depth + 1 };
      const row: unknown = value[index];
      if (node.type === 'repeater' && isRecord(row)) {
        currentShape = node.item;
        container = row;
        depth += 1;
        continue;
      }
    }
    break;
  }
  return target;
}

/** Keeps the original index of every element of the arrays a pass shortened. */
class Origins {
  private readonly map = new WeakMap<readonly unknown[], readonly number[]>();

  of(list: readonly unknown[], index: number): number {
    return this.map.get(list)?.[index] ?? index;
  }

  /** A copy of `list` without the elements at `dropped`, remembering where the rest came from. */
  without(list: readonly unknown[], dropped: ReadonlySet<number>): unknown[] {
    const kept: unknown[] = [];
    const origins: number[] = [];
    list.forEach((element, index) => {
      if (dropped.has(index)) return;
      kept.push(element);
      origins.push(this.of(list, index));
    });
    this.map.set(kept, origins);
    return kept;
  }

  /** `items.1.title` as the payload numbers it, whatever was dropped before. */
  path(data: FlatRecord, path: Path): string {
    let current: unknown = data;
    return path
      .map((key) => {
        const shown = Array.isArray(current) && typeof key === 'number' ? this.of(current, key) : key;
        current = isRecord(current) || Array.isArray(current) ? (current as Record<PropertyKey, unknown>)[key as string] : undefined;
        return String(shown);
      })
      .join('.');
  }
}

function consequence(target: Target, targetPath: string): string {
  if (target.type !== 'field') return target.type === 'row' ? messages.consequence.rowDropped(targetPath) : messages.consequence.itemDropped(targetPath);
  const { node } = target;
  if (node.type === 'value' && node.kind === 'link') return messages.consequence.linkDropped;
  if (node.type === 'value' && node.kind === 'image') return messages.consequence.imageDropped;
  const { fallback } = fallbackOf(node);
  return fallback === undefined ? messages.consequence.discarded : messages.consequence.replacedBy(fallback);
}

/** Applies one pass's drops: field values first, then elements (so indexes stay true). */
function applyDrops(targets: readonly Target[], origins: Origins): void {
  const elements = new Map<FlatRecord, Map<string, Set<number>>>();
  for (const target of targets) {
    if (target.type === 'field') {
      target.container[target.key] = undefined;
      continue;
    }
    const byKey = elements.get(target.container) ?? new Map<string, Set<number>>();
    byKey.set(target.key, (byKey.get(target.key) ?? new Set<number>()).add(target.index));
    elements.set(target.container, byKey);
  }
  for (const [container, byKey] of elements) {
    for (const [key, dropped] of byKey) {
      const list = container[key];
      // A copy: a list may be the payload's own array, which is never changed.
      if (Array.isArray(list)) container[key] = origins.without(list, dropped);
    }
  }
}

/**
 * Validates `value` (fresh objects made by `unflatten`, which this changes) against the block's
 * schema, dropping the smallest parts it refuses. The paths reported are the payload's. zod
 * reports every refusal of a parse at once, so when one of them drops the block, the parts the
 * others would have dropped are reported with it: one run names every finding of the block.
 */
export function salvage<T>(schema: z.ZodType<T>, value: FlatRecord): Salvaged<T> {
  const shape = shapeOf(schema);
  const origins = new Origins();
  const warnings: Finding[] = [];
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const result = schema.safeParse(value);
    if (result.success) return { ok: true, data: result.data, warnings };
    const drops: Array<{ readonly target: Target; readonly targetPath: string; readonly fieldPath: string; readonly reason: string }> = [];
    const errors: Finding[] = [];
    for (const issue of result.error.issues) {
      const fieldPath = origins.path(value, issue.path);
      const target = targetOf(shape, value, issue.path);
      if (target === undefined) errors.push({ fieldPath, message: issue.message });
      else drops.push({ target, targetPath: origins.path(value, issue.path.slice(0, target.depth + 1)), fieldPath, reason: issue.message });
    }
    // A value inside a row that goes too is reported with the row, not as replaced.
    const rows = drops.filter((drop) => drop.target.type !== 'field').map((drop) => `${drop.targetPath}.`);
    for (const drop of drops) {
      if (drop.target.type === 'field' && rows.some((row) => drop.targetPath.startsWith(row))) continue;
      warnings.push({ fieldPath: drop.fieldPath, message: messages.changed(drop.reason, consequence(drop.target, drop.targetPath)) });
    }
    // What was dropped on the way, and what would have been, is reported too: it is often why the block cannot render.
    if (errors.length > 0) return { ok: false, errors, warnings };
    applyDrops(
      drops.map((drop) => drop.target),
      origins,
    );
  }
  return { ok: false, errors: [{ fieldPath: '', message: messages.unsalvageable }], warnings };
}
