/**
 * What the engine reads of zod's schema definitions (engine/zod-def.ts), kind by kind. The
 * flattening, the JSON Schemas and the WordPress codegen all stand on these reads: when a zod
 * release changes one, this file fails first and names the kind.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { arrayElement, enumValues, isPreprocess, objectShape, schemaType, unwrap, wrappedSchema, ZodShapeError } from '../../engine/zod-def';

const inner = z.string();

describe("zod's schema definitions, as the engine reads them", () => {
  it.each([
    ['optional', inner.optional()],
    ['nullable', inner.nullable()],
    ['default', inner.default('x')],
    ['prefault', inner.prefault('x')],
    ['catch', inner.catch('x')],
    ['readonly', inner.readonly()],
    ['nonoptional', inner.optional().nonoptional()],
  ] as const)('a %s wrapper names its kind and the schema it wraps', (kind, schema) => {
    expect(schemaType(schema)).toBe(kind);
    const wrapped = wrappedSchema(schema);
    expect(wrapped === inner || (kind === 'nonoptional' && wrapped !== undefined && wrappedSchema(wrapped) === inner)).toBe(true);
    expect(unwrap(schema).at(-1)).toBe(inner);
  });

  it('follows a preprocess to what it produces, a transform to what it reads, a lazy schema to what it returns', () => {
    const number = z.number();
    const preprocess = z.preprocess((value) => value, number);
    expect(isPreprocess(preprocess)).toBe(true);
    expect(unwrap(preprocess.optional())).toEqual([expect.anything(), preprocess, number]);
    const transformed = inner.transform((value) => value.length);
    expect(isPreprocess(transformed)).toBe(false);
    expect(unwrap(transformed).at(-1)).toBe(inner);
    expect(unwrap(z.lazy(() => inner)).at(-1)).toBe(inner);
  });

  it('reads an object’s fields in order, an array’s element and an enum’s values', () => {
    const title = z.string();
    const count = z.number();
    expect(Object.entries(objectShape(z.object({ title, count })) ?? {})).toEqual([
      ['title', title],
      ['count', count],
    ]);
    expect(arrayElement(z.array(title))).toBe(title);
    expect(enumValues(z.enum(['white', 'slate']))).toEqual(['white', 'slate']);
    expect([schemaType(title), schemaType(count), schemaType(z.boolean())]).toEqual(['string', 'number', 'boolean']);
  });

  it('answers undefined for a kind that is not the one asked about', () => {
    expect([objectShape(inner), arrayElement(inner), enumValues(inner), wrappedSchema(inner)]).toEqual([undefined, undefined, undefined, undefined]);
    expect(unwrap(inner)).toEqual([inner]);
  });

  it('throws a ZodShapeError naming the kind when a definition lacks what it reads', () => {
    const changed = (def: object) => ({ _zod: { def } }) as unknown as z.ZodType;
    expect(() => wrappedSchema(changed({ type: 'optional', wrapped: inner }))).toThrow(ZodShapeError);
    expect(() => wrappedSchema(changed({ type: 'optional', wrapped: inner }))).toThrow(/^zod \d+\.\d+\.\d+ changed its schema definitions: a 'optional' schema has no schema under `innerType`/);
    expect(() => objectShape(changed({ type: 'object', fields: {} }))).toThrow("an 'object' schema has no `shape` of schemas");
    expect(() => schemaType(changed({ kind: 'string' }))).toThrow('a schema has no `_zod.def.type`');
  });
});
