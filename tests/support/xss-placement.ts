/**
 * Puts hostile values into every field of a block that the CMS controls, guided by the block's
 * schema as the engine reads it (`shapeOf`, which consults `fieldKinds`): `html()` fields get HTML
 * vectors, `link()` fields and image sources get URL vectors (with vectors in their titles and
 * alt texts), URL-named text fields get URL vectors and every other text field gets HTML vectors.
 * Repeaters get at least one row so their fields are reached too.
 *
 * The block starts from a valid fixture and goes back to the CMS's flattened ACF keys
 * (`flatten`), so it travels the same road as real content: attributes JSON, unflatten, validate,
 * render. A value the schema refuses (a number field, a slug pattern) is put back as the fixture
 * had it, so the block still renders.
 */
import type { z } from 'zod';
import { flatten, isRecord, unflatten, type BoundBlock, type FlatRecord } from '../../engine';
import { shapeOf, type ShapeNode } from '../../engine/flatten/walk';
import { blockFields, imageResolver } from '../../engine/validate/fields';

/** What a field receives: HTML, a URL, or (a plain text field) HTML that must stay text. */
export type SlotKind = 'html' | 'link' | 'image' | 'url' | 'text';

/** A CMS field of a block: its path in the nested data (`*` for every row of a repeater). */
export interface Slot {
  readonly path: readonly string[];
  readonly kind: SlotKind;
}

/** A block as wp-graphql-gutenberg serves it (the shape of the fixtures). */
export interface GutenbergBlock {
  readonly name: string;
  readonly attributesJSON: string;
  readonly originalContent: string;
  readonly innerBlocks: readonly GutenbergBlock[];
}

/** Text fields that hold a URL: `url`, `href`, `src`, `video_link`, `file_url`… */
const URL_KEY = /(^|_)(url|href|src|link|file)$/i;

/** Repeaters keep at most this many rows, so that one block does not dominate a page. */
const MAX_ROWS = 3;

function collectSlots(shape: ShapeNode, prefix: readonly string[], out: Slot[]): void {
  for (const [key, node] of shape) {
    const path = [...prefix, key];
    if (node.type === 'group') collectSlots(node.shape, path, out);
    else if (node.type === 'repeater') collectSlots(node.item, [...path, '*'], out);
    else if (node.type === 'value') out.push({ path, kind: node.kind ?? (URL_KEY.test(key) ? 'url' : 'text') });
  }
}

/** Every field of a block schema that a value can be put in, in declaration order. */
export function slotsOf(schema: z.ZodType): Slot[] {
  const slots: Slot[] = [];
  collectSlots(shapeOf(schema), [], slots);
  return slots;
}


/** The value for one field; `field` is its concrete path (`items.0.content`), `current` the fixture's value. */
export type Assign = (slot: Slot, field: string, current: unknown) => unknown;

/** Sets `slot` everywhere it occurs in `data`, creating groups and one repeater row when absent. */
function assignSlot(data: FlatRecord, slot: Slot, assign: Assign, createRows: boolean): void {
  const visit = (target: FlatRecord, depth: number, concrete: readonly string[]): void => {
    const key = slot.path[depth] as string;
    if (depth === slot.path.length - 1) {
      target[key] = assign(slot, [...concrete, key].join('.'), target[key]);
      return;
    }
    if (slot.path[depth + 1] === '*') {
      if (!Array.isArray(target[key]) || (target[key] as unknown[]).length === 0) {
        if (!createRows) return;
        target[key] = [{}];
      }
      const rows = (target[key] as unknown[]).slice(0, MAX_ROWS);
      target[key] = rows;
      rows.forEach((row, index) => {
        if (isRecord(row)) visit(row, depth + 2, [...concrete, key, String(index)]);
      });
      return;
    }
    if (!isRecord(target[key])) target[key] = {};
    visit(target[key] as FlatRecord, depth + 1, [...concrete, key]);
  };
  visit(data, 0, []);
}

function getPath(data: unknown, path: readonly PropertyKey[]): unknown {
  let current = data;
  for (const key of path) current = isRecord(current) || Array.isArray(current) ? (current as Record<PropertyKey, unknown>)[key] : undefined;
  return current;
}

function setPath(data: FlatRecord, path: readonly PropertyKey[], value: unknown): void {
  let current: unknown = data;
  for (const key of path.slice(0, -1)) current = (current as Record<PropertyKey, unknown>)[key];
  if (isRecord(current) || Array.isArray(current)) (current as Record<PropertyKey, unknown>)[path[path.length - 1] as PropertyKey] = value;
}

function parseAttributes(block: GutenbergBlock): FlatRecord {
  const parsed: unknown = JSON.parse(block.attributesJSON);
  if (!isRecord(parsed)) throw new Error(`${block.name}: fixture attributes are not an object`);
  return parsed;
}

/** The block's nested data as its schema reads it, before validation. */
function nestedData(block: GutenbergBlock, bound: BoundBlock): FlatRecord {
  const attributes = parseAttributes(block);
  const readsContent = shapeOf(bound.schema).some(([key]) => key === 'content');
  return unflatten(bound.schema, blockFields(attributes, block.originalContent, readsContent), { resolveImage: imageResolver(attributes) });
}

/** Back to attributes: ACF blocks keep their fields flattened under `data`, core blocks at the top level. */
function toAttributes(original: FlatRecord, bound: BoundBlock, data: FlatRecord): FlatRecord {
  const schemaKeys = new Set(shapeOf(bound.schema).map(([key]) => key));
  const rest = Object.fromEntries(Object.entries(original).filter(([key]) => !schemaKeys.has(key) && key !== 'data' && key !== 'meta'));
  const flat = flatten(bound.schema, data);
  return 'data' in original ? { ...rest, data: flat } : { ...rest, ...flat };
}

export interface InjectOptions {
  /** Give empty repeaters a row (tried first; without, when the row cannot validate). */
  readonly createRows?: boolean;
}

/**
 * The fixture block with `assign`'s values in every slot. Values the schema refuses are put back
 * as they were; undefined when the block cannot be made to validate.
 */
export function injectBlock(block: GutenbergBlock, bound: BoundBlock, slots: readonly Slot[], assign: Assign, { createRows = true }: InjectOptions = {}): GutenbergBlock | undefined {
  const attributes = parseAttributes(block);
  const original = nestedData(block, bound);
  for (const withRows of createRows ? [true, false] : [false]) {
    const data = structuredClone(original);
    for (const slot of slots) assignSlot(data, slot, assign, withRows);
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const next = toAttributes(attributes, bound, data);
      const result = bound.check(next, { name: block.name, path: 'blocks[0]', originalContent: block.originalContent });
      // A value the engine dropped (a warning) did not reach the page either: put it back too.
      const problems = result.ok ? result.warnings : result.errors;
      if (problems.length === 0) return { ...block, attributesJSON: JSON.stringify(next) };
      for (const { fieldPath } of problems) setPath(data, fieldPath.split('.'), structuredClone(getPath(original, fieldPath.split('.'))));
    }
  }
  return undefined;
}

/** The same blocks in wp-graphql-content-blocks' flat shape (`editorBlocks(flat: true)`). */
export function toEditorBlocks(blocks: readonly GutenbergBlock[], prefix = 'b'): FlatRecord[] {
  const out: FlatRecord[] = [];
  const visit = (list: readonly GutenbergBlock[], parent: string | null) =>
    list.forEach((block, index) => {
      const clientId = `${parent ?? prefix}-${index}`;
      out.push({ name: block.name, clientId, parentClientId: parent, attributes: JSON.parse(block.attributesJSON) as unknown, renderedHtml: block.originalContent });
      visit(block.innerBlocks, clientId);
    });
  visit(blocks, null);
  return out;
}

/**
 * Every string inside `value` replaced by `replace(key)`, keeping the shape: what a CMS loader
 * returns, made hostile. Values under a key in `spare` are kept whole.
 */
export function poisonStrings<T>(value: T, replace: (key: string) => string, spare: ReadonlySet<string>, key = ''): T {
  if (spare.has(key)) return value;
  if (typeof value === 'string') return replace(key) as T;
  if (Array.isArray(value)) return value.map((entry) => poisonStrings(entry, replace, spare, key)) as T;
  if (value instanceof Map) return new Map([...value].map(([mapKey, entry]) => [mapKey, poisonStrings(entry, replace, spare, key)])) as T;
  if (!isRecord(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([name, entry]) => [name, poisonStrings(entry, replace, spare, name)])) as T;
}
