/**
 * wp-graphql-content-blocks serves object and untyped array attributes as JSON strings
 * (`"layout": "{\"type\":\"flex\"}"`); the engine reads them wherever the schema expects an
 * object or a list, so a block reads the same whichever plugin served it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { choice, group, numeric, repeater, text, unflatten, type FlatRecord } from '../../engine';

const schema = z.object({
  layout: group({ type: choice(['default', 'flex', 'grid']), justifyContent: text() }),
  style: group({
    typography: group({ textAlign: text(), fontSize: text() }),
    dimensions: group({ width: text(), minHeight: text() }),
  }),
  ids: z.array(z.number()).default([]),
  rows: repeater({ cells: repeater({ content: text(), colspan: numeric() }) }),
  caption: text(),
});

const word = fc.string({ maxLength: 10 });
const attributes = fc.record(
  {
    layout: fc.record({ type: fc.constantFrom('default', 'flex', 'grid'), justifyContent: word }, { requiredKeys: [] }),
    style: fc.record(
      {
        typography: fc.record({ textAlign: word, fontSize: word }, { requiredKeys: [] }),
        dimensions: fc.record({ width: word, minHeight: word }, { requiredKeys: [] }),
      },
      { requiredKeys: [] },
    ),
    ids: fc.array(fc.integer(), { maxLength: 5 }),
    rows: fc.array(fc.record({ cells: fc.array(fc.record({ content: word, colspan: fc.integer({ min: 1, max: 4 }) }), { maxLength: 3 }) }), { maxLength: 3 }),
    caption: word,
  },
  { requiredKeys: [] },
);

/** What wp-graphql-content-blocks makes of an attribute: objects and arrays become JSON text. */
const asContentBlocks = (value: FlatRecord): FlatRecord =>
  Object.fromEntries(Object.entries(value).map(([key, field]) => [key, typeof field === 'object' && field !== null ? JSON.stringify(field) : field]));

describe('JSON-string attributes', () => {
  it('read the same as the objects and lists they hold', () => {
    fc.assert(
      fc.property(attributes, (value) => {
        expect(schema.parse(unflatten(schema, asContentBlocks(value)))).toEqual(schema.parse(unflatten(schema, value)));
      }),
    );
  });

  it('read a string that holds no object, where an object belongs, as before: never as an object', () => {
    fc.assert(
      fc.property(fc.oneof(word, fc.constantFrom('[1, 2]', '{not json', '"flex"', 'null', '42', '{"type": "flex"')), (stored) => {
        fc.pre(!/^\s*\{.*\}\s*$/.test(stored));
        expect(unflatten(schema, { layout: stored })).toEqual(unflatten(schema, {}));
      }),
    );
  });

  it('leave a string that holds no list where a list belongs for the schema to refuse', () => {
    expect(unflatten(schema, { ids: '{"a": 1}' }).ids).toBe('{"a": 1}');
    expect(schema.safeParse(unflatten(schema, { ids: '{"a": 1}' })).success).toBe(false);
    expect(unflatten(schema, { ids: '[1, 2, 3]' }).ids).toEqual([1, 2, 3]);
  });
});
