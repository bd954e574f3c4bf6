/**
 * The one module that reads zod's schema definitions (`schema._zod.def`, zod 4's internals for
 * library authors): which wrapper a schema is and what it wraps, an object's fields, an array's
 * element, an enum's values. The engine's flattening, the JSON Schemas and the WordPress codegen
 * all read schemas through it. Every read checks the definition has the shape this module expects
 * and throws `ZodShapeError` otherwise, so a zod release that changes it fails loudly here (and in
 * tests/unit/zod-def.test.ts) rather than quietly flattening, describing or generating nothing.
 */
import { z } from 'zod';

/** zod's definition of a schema was not what this module reads. */
export class ZodShapeError extends Error {
  constructor(detail: string) {
    super(`zod ${z.core.version.major}.${z.core.version.minor}.${z.core.version.patch} changed its schema definitions: ${detail} (engine/zod-def.ts reads them)`);
    this.name = 'ZodShapeError';
  }
}

type Def = Readonly<Record<string, unknown>>;

const isSchema = (value: unknown): value is z.ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value && typeof value._zod === 'object' && value._zod !== null && 'def' in value._zod;

function defOf(schema: z.ZodType): Def & { readonly type: string } {
  const def: unknown = isSchema(schema) ? schema._zod.def : undefined;
  if (typeof def !== 'object' || def === null || !('type' in def) || typeof def.type !== 'string') throw new ZodShapeError('a schema has no `_zod.def.type`');
  return def as Def & { readonly type: string };
}

/** A schema a definition holds under `key`, or a ZodShapeError naming what is missing. */
function schemaAt(def: Def & { readonly type: string }, key: string): z.ZodType {
  const value = def[key];
  if (!isSchema(value)) throw new ZodShapeError(`a '${def.type}' schema has no schema under \`${key}\``);
  return value;
}

/** The schema kinds that wrap one schema and say only what a missing, null or failed value becomes. */
const WRAPPERS: ReadonlySet<string> = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/** zod's name of the schema's kind: 'string', 'object', 'optional', 'pipe'… */
export const schemaType = (schema: z.ZodType): string => defOf(schema).type;

/** The schema inside a wrapper (optional, nullable, default, prefault, catch, readonly, nonoptional); undefined for any other kind. */
export function wrappedSchema(schema: z.ZodType): z.ZodType | undefined {
  const def = defOf(schema);
  return WRAPPERS.has(def.type) ? schemaAt(def, 'innerType') : undefined;
}

/** True for `z.preprocess(fn, schema)` (a pipe out of a transform): its code decides what it accepts. */
export function isPreprocess(schema: z.ZodType): boolean {
  const def = defOf(schema);
  return def.type === 'pipe' && schemaType(schemaAt(def, 'in')) === 'transform';
}

/**
 * The schemas a field's value passes through, outermost first: the wrappers, preprocesses and
 * lazy schemas down to the schema that says what the value is (the last one). A pipe into a
 * `.transform()` is followed to what it reads, any other pipe to what it produces.
 */
export function unwrap(schema: z.ZodType): z.ZodType[] {
  const chain = [schema];
  let current = schema;
  for (let depth = 0; depth < 32; depth += 1) {
    const def = defOf(current);
    let next = wrappedSchema(current);
    if (def.type === 'pipe') next = schemaType(schemaAt(def, 'out')) === 'transform' ? schemaAt(def, 'in') : schemaAt(def, 'out');
    else if (def.type === 'lazy') {
      if (typeof def.getter !== 'function') throw new ZodShapeError("a 'lazy' schema has no `getter`");
      const got: unknown = def.getter();
      if (!isSchema(got)) throw new ZodShapeError("a 'lazy' schema's getter returned no schema");
      next = got;
    }
    if (next === undefined) break;
    current = next;
    chain.push(current);
  }
  return chain;
}

/** An object schema's fields in declaration order; undefined for any other kind. */
export function objectShape(schema: z.ZodType): Readonly<Record<string, z.ZodType>> | undefined {
  const def = defOf(schema);
  if (def.type !== 'object') return undefined;
  const shape = def.shape;
  if (typeof shape !== 'object' || shape === null || !Object.values(shape).every(isSchema)) throw new ZodShapeError("an 'object' schema has no `shape` of schemas");
  return shape as Readonly<Record<string, z.ZodType>>;
}

/** An array schema's element schema; undefined for any other kind. */
export function arrayElement(schema: z.ZodType): z.ZodType | undefined {
  const def = defOf(schema);
  return def.type === 'array' ? schemaAt(def, 'element') : undefined;
}

/** An enum schema's values, as strings; undefined for any other kind. */
export function enumValues(schema: z.ZodType): string[] | undefined {
  const def = defOf(schema);
  if (def.type !== 'enum') return undefined;
  const entries = def.entries;
  if (typeof entries !== 'object' || entries === null) throw new ZodShapeError("an 'enum' schema has no `entries`");
  return Object.values(entries).map(String);
}
