/**
 * Block fixture cases (tests/fixtures/blocks/<name>.json) and the block as WordPress stores it.
 *
 * A case gives its block either as WordPress sends it (`input`: `name`, `attributesJSON` with
 * ACF's flattened keys, `originalContent`, `innerBlocks`), or as the block's values (`block` and
 * `values`: the nested data the schema describes, rows as lists, plain JSON), from which
 * `scripts/fill-fixtures.tsx` writes the `input`: ACF's flattened keys for an ACF block (the
 * engine's `flatten`), the attributes themselves for any other.
 */
import { flatten, isRecord, type FlatRecord, type Registry } from '../../engine';
import { InputError, readPayloadFile } from './payload-file';

/** A block as WordPress saves it in a page (content/pages/*.json) and as a fixture's `input`. */
export interface StoredBlock {
  readonly name: string;
  readonly attributesJSON: string;
  readonly originalContent: string;
  readonly innerBlocks: readonly StoredBlock[];
}

export interface FixtureCase {
  title: string;
  /** With `values`: the block's name. */
  block?: string;
  /** The block's data, nested as its schema describes it. */
  values?: FlatRecord;
  /** An ACF block's `meta` (the images its attachment ids stand for), kept beside `data`. */
  meta?: FlatRecord;
  input?: unknown;
  output?: string;
  path?: string;
  diagnostics?: string[];
}

/** Reads a fixture file: a list of cases, each with a title and its block (`input`, or `block` and `values`). */
export function readCases(file: string): FixtureCase[] {
  const cases = readPayloadFile(file);
  const isCase = (fixture: unknown) => isRecord(fixture) && ('input' in fixture || (typeof fixture.block === 'string' && isRecord(fixture.values)));
  if (!Array.isArray(cases) || !cases.every(isCase)) throw new InputError(`${file}: expected a list of cases, each with a title and an input (or a block and its values)`);
  return cases as FixtureCase[];
}

/** The block name a case is about, or '' when it names none. */
export function caseBlockName(fixture: FixtureCase): string {
  if (fixture.block !== undefined) return fixture.block;
  return isRecord(fixture.input) && typeof fixture.input.name === 'string' ? fixture.input.name : '';
}

/**
 * The block as WordPress stores it, made from its values: an ACF block's fields flattened into
 * `data` as ACF stores them (repeater counts, `rows_0_name`), any other block's as its attributes.
 */
export function storedBlock(registry: Registry, name: string, values: FlatRecord, meta?: FlatRecord): StoredBlock {
  const bound = registry.lookup(name);
  if (bound === undefined) throw new InputError(`${name} is not a registered block (run npm run codegen after adding its schema and renderer)`);
  const attributes = name.startsWith('acf/') ? { name, data: flatten(bound.schema, values), ...(meta === undefined ? {} : { meta }), mode: 'preview' } : values;
  return { name, attributesJSON: JSON.stringify(attributes), originalContent: '', innerBlocks: [] };
}

/** A case's block as WordPress sends it: its `input`, or the one its values make. */
export function caseInput(registry: Registry, fixture: FixtureCase): unknown {
  if (fixture.block === undefined || fixture.values === undefined) return fixture.input;
  return storedBlock(registry, fixture.block, fixture.values, fixture.meta);
}
