/**
 * Attributes a block keeps in its saved HTML rather than in its comment, read back as the block
 * editor reads them: each attribute's `source` and `selector` (a block type's block.json) applied
 * to the block's own HTML. Used for payloads whose plugin leaves such attributes out
 * (wp-graphql-gutenberg reads no `rich-text` source); an attribute the payload has is never
 * replaced.
 */
import { selectAll, selectOne } from 'css-select';
import { isTag, type Document, type Element } from 'domhandler';
import { getInnerHTML, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import type { FlatRecord } from '../flatten/unflatten';
import { isRecord } from '../record';

/** How one attribute is read from the saved HTML (the block.json fields of the same names). */
export type AttributeSource =
  /** The inner HTML of the first element the selector matches (the block's root without one). */
  | { readonly source: 'rich-text' | 'html'; readonly selector?: string }
  /** The text of the first element the selector matches. */
  | { readonly source: 'text'; readonly selector?: string }
  /** An attribute of the first element the selector matches; `boolean`: whether it is there. */
  | { readonly source: 'attribute'; readonly selector?: string; readonly attribute: string; readonly boolean?: boolean }
  /** The tag name of the element (in a query: the row's own element). */
  | { readonly source: 'tag' }
  /** One record per element the selector matches, each read by `query` inside that element. */
  | { readonly source: 'query'; readonly selector: string; readonly query: AttributeSources };

/** The sourced attributes of one block type, by attribute name. */
export type AttributeSources = Readonly<Record<string, AttributeSource>>;

const isAbsent = (value: unknown): boolean => value === undefined || value === null;

/** The element an attribute reads: the first match of its selector within `scope`, or `scope` itself without one. */
function target(scope: Document | Element, selector: string | undefined): Element | null {
  if (selector === undefined) return isTag(scope) ? scope : null;
  return selectOne(selector, scope);
}

// Serialised as a browser's innerHTML is: only `&`, `<`, `>` (and quotes in attributes) encoded.
const SERIALIZE = { encodeEntities: 'utf8' } as const;

function readOne(scope: Document | Element, spec: AttributeSource): unknown {
  if (spec.source === 'query') {
    return selectAll(spec.selector, scope).map((row) => readAll(row, spec.query, () => true));
  }
  if (spec.source === 'tag') return isTag(scope) ? scope.name.toLowerCase() : undefined;
  const element = target(scope, spec.selector);
  if (element === null) return undefined;
  switch (spec.source) {
    case 'rich-text':
    case 'html':
      return getInnerHTML(element, SERIALIZE);
    case 'text':
      return textContent(element);
    case 'attribute':
      if (spec.boolean === true) return element.attribs[spec.attribute] !== undefined;
      return element.attribs[spec.attribute];
  }
}

function readAll(scope: Document | Element, sources: AttributeSources, wanted: (name: string) => boolean): FlatRecord {
  const out: FlatRecord = {};
  for (const [name, spec] of Object.entries(sources)) {
    if (!wanted(name)) continue;
    const value = readOne(scope, spec);
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/** `present` with every key it lacks (or holds null) taken from `sourced`; rows of a query merged row by row. */
function fillAbsent(present: FlatRecord, sourced: FlatRecord, sources: AttributeSources): FlatRecord {
  let out: FlatRecord | undefined;
  for (const [name, value] of Object.entries(sourced)) {
    const has = present[name];
    const spec = sources[name];
    let merged: unknown = has;
    if (isAbsent(has)) merged = value;
    else if (spec?.source === 'query' && Array.isArray(has) && Array.isArray(value)) {
      merged = has.map((row: unknown, index) => (isRecord(row) && isRecord(value[index]) ? fillAbsent(row, value[index], spec.query) : row));
    }
    if (merged !== has) {
      out ??= { ...present };
      out[name] = merged;
    }
  }
  return out ?? present;
}

/** Whether `value` (a query's rows) lacks a key its rows' sources read. */
function rowsLack(value: unknown, sources: AttributeSources): boolean {
  return Array.isArray(value) && value.some((row) => isRecord(row) && lacks(row, sources));
}

function lacks(attributes: FlatRecord, sources: AttributeSources): boolean {
  return Object.entries(sources).some(([name, spec]) => {
    const value = attributes[name];
    if (isAbsent(value)) return true;
    return spec.source === 'query' && rowsLack(value, spec.query);
  });
}

/**
 * The block's attributes with each sourced one it lacks read from `html`, the block's own saved
 * HTML. Returns `attributes` itself when it lacks none (or the HTML has none of them): the HTML is
 * parsed only for a block that needs it.
 */
export function sourceAttributes(attributes: FlatRecord, html: string, sources: AttributeSources): FlatRecord {
  if (html === '' || !lacks(attributes, sources)) return attributes;
  const wanted = (name: string) => {
    const value = attributes[name];
    const spec = sources[name];
    return isAbsent(value) || (spec?.source === 'query' && rowsLack(value, spec.query));
  };
  try {
    return fillAbsent(attributes, readAll(parseDocument(html), sources, wanted), sources);
  } catch (error) {
    // Selecting and serialising recurse per level: HTML nested thousands deep (no editor saves
    // it) overflows the stack, and the block keeps the attributes it came with.
    if (error instanceof RangeError) return attributes;
    throw error;
  }
}
