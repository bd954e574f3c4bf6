/**
 * The keys of an ACF block's `data` that no field of its schema reads: a misspelt field
 * (`tiers_0_perod`), a field the schema no longer has, or a row past the repeater's count. The
 * engine reads only the keys the schema names (unflatten.ts), so without this report such a value
 * would be ignored without a word: an editor's text in a renamed field, a fixture with a typo.
 *
 * A key is matched against the schema the way unflatten reads it: a field's own name, a group's
 * `name_` prefix, a repeater's `name_{row}_` prefix, and the same for values that arrive nested
 * (a group as an object, a repeater as an array of rows). ACF's field references (`_tiers`,
 * `_tiers_0_name`, whose values are `field_…` keys) are ACF's own bookkeeping, never data.
 */
import { closest, distance } from 'fastest-levenshtein';
import { messages } from '../validate/messages';
import { isRecord } from '../record';
import { rowCount, type FlatRecord } from './unflatten';
import type { FieldNode, ShapeNode } from './walk';

/** A key no field reads: where it would sit in the nested data, and why it is not read. */
export interface UnreadKey {
  /** `tiers.0.perod`: the key's place in the nested data, as the other findings name fields. */
  readonly fieldPath: string;
  readonly message: string;
}

/** What a flat key is, below one shape: read by a field, or not read (with the path it would have). */
type Match = { readonly read: true } | { readonly read: false; readonly path: readonly string[]; readonly message: string };

const READ: Match = { read: true };

/** An ACF field reference: `_name` holding the field's key. */
const isFieldReference = (key: string, value: unknown): boolean => key.startsWith('_') && typeof value === 'string' && value.startsWith('field_');

/** The name in `names` that `word` is probably a misspelling of, if one is close enough. */
export function likelyMeant(word: string, names: readonly string[]): string | undefined {
  if (names.length === 0) return undefined;
  const best = closest(word, names as string[]);
  const edits = distance(word, best);
  // One edit in a short name, up to a third of the letters in a longer one.
  return edits > 0 && edits <= Math.max(1, Math.floor(Math.min(word.length, best.length) / 3)) ? best : undefined;
}

function unknownField(path: readonly string[], word: string, shape: ShapeNode): Match {
  return { read: false, path: [...path, word], message: messages.unknownField(likelyMeant(word, shape.map(([name]) => name))) };
}

/**
 * Matches `key` (the rest of a flat key below `path`) against `shape`. Field names may hold
 * underscores (`background_color`), so every field whose name the key starts with is tried;
 * the key is read if any reading of it is, else the longest reading says why it is not.
 */
function matchKey(shape: ShapeNode, key: string, path: readonly string[], data: FlatRecord, flatPrefix: string): Match {
  let best: Match | undefined;
  let bestDepth = -1;
  for (const [name, node] of shape) {
    if (key === name) return READ;
    if (!key.startsWith(`${name}_`)) continue;
    const match = matchBelow(node, name, key.slice(name.length + 1), path, data, flatPrefix);
    if (match === undefined) continue;
    if (match.read) return READ;
    if (match.path.length > bestDepth) {
      best = match;
      bestDepth = match.path.length;
    }
  }
  return best ?? unknownField(path, key, shape);
}

/** The part of a key below field `name`: a group's field, or a repeater row's. */
function matchBelow(node: FieldNode, name: string, rest: string, path: readonly string[], data: FlatRecord, flatPrefix: string): Match | undefined {
  if (node.type === 'group') return matchKey(node.shape, rest, [...path, name], data, `${flatPrefix}${name}_`);
  if (node.type !== 'repeater') return undefined;
  const row = /^(\d+)_(.+)$/s.exec(rest);
  if (row === null) return undefined;
  const [, index = '', inner = ''] = row;
  const rowPath = [...path, name, index];
  const below = matchKey(node.item, inner, rowPath, data, `${flatPrefix}${name}_${index}_`);
  if (!below.read) return below;
  const rows = rowCount(data[`${flatPrefix}${name}`]);
  return Number(index) < rows ? READ : { read: false, path: [...rowPath, inner], message: messages.rowPastCount(Number(index), rows, name) };
}

/** Keys of values that arrived nested: a group object's keys, each row object's keys. */
function unreadNested(shape: ShapeNode, value: FlatRecord, path: readonly string[], found: UnreadKey[]): void {
  for (const [key, field] of Object.entries(value)) {
    if (isFieldReference(key, field)) continue;
    const node = shape.find(([name]) => name === key)?.[1];
    if (node === undefined) {
      const match = matchKey(shape, key, path, value, '');
      if (!match.read) found.push({ fieldPath: match.path.join('.'), message: match.message });
      continue;
    }
    collectInside(node, field, [...path, key], found);
  }
}

function collectInside(node: FieldNode, field: unknown, path: readonly string[], found: UnreadKey[]): void {
  if (node.type === 'group' && isRecord(field)) unreadNested(node.shape, field, path, found);
  if (node.type === 'repeater' && Array.isArray(field)) {
    field.forEach((row: unknown, index) => {
      if (isRecord(row)) unreadNested(node.item, row, [...path, String(index)], found);
    });
  }
}

/**
 * Every key of `data` (an ACF block's fields, flattened or nested) that no field of `shape`
 * reads, in the order of the data. Field references are not reported.
 */
export function unreadKeys(shape: ShapeNode, data: FlatRecord): UnreadKey[] {
  const found: UnreadKey[] = [];
  unreadNested(shape, data, [], found);
  return found;
}
