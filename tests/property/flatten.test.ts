import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { flatten, group, link, repeater, text, unflatten, type FlatRecord } from '../../engine';

/** A field of a generated block shape; objects list their fields in order. */
type FieldShape =
  | { readonly kind: 'text' }
  | { readonly kind: 'number' }
  | { readonly kind: 'repeater'; readonly fields: ObjectShape }
  | { readonly kind: 'group'; readonly fields: ObjectShape };
type ObjectShape = ReadonlyArray<readonly [name: string, field: FieldShape]>;

/**
 * Field names as ACF allows them (with underscores). Siblings must not be `a` and `a_…`: ACF's
 * flattening cannot tell `a` (a group) + `b` from a sibling `a_b`, so no schema can have both.
 */
const fieldName = fc.oneof(
  fc.constantFrom('title', 'items', 'rows', 'cards', 'name', 'link', 'cta', 'top_header', 'accordion_repeater', 'team_cards', 'team'),
  fc.stringMatching(/^[a-z]{1,6}(_[a-z]{1,6})?$/),
);
const prefixFree = (names: readonly string[]): boolean =>
  names.every((a) => names.every((b) => a === b || !b.startsWith(`${a}_`)));

const leaf = fc.constantFrom<FieldShape>({ kind: 'text' }, { kind: 'number' });

/** An object shape whose containers nest at most `depth` levels further down. */
function objectShape(depth: number): fc.Arbitrary<ObjectShape> {
  const field: fc.Arbitrary<FieldShape> =
    depth === 0
      ? leaf
      : fc.oneof(
          { arbitrary: leaf, weight: 2 },
          { arbitrary: objectShape(depth - 1).map((fields): FieldShape => ({ kind: 'repeater', fields })), weight: 1 },
          { arbitrary: objectShape(depth - 1).map((fields): FieldShape => ({ kind: 'group', fields })), weight: 1 },
        );
  return fc
    .uniqueArray(fc.tuple(fieldName, field), { minLength: 1, maxLength: 4, selector: ([name]) => name })
    .filter((fields) => prefixFree(fields.map(([name]) => name)));
}

function fieldSchema(field: FieldShape): z.ZodType {
  switch (field.kind) {
    case 'text':
      return text();
    case 'number':
      return z.number();
    case 'repeater':
      return repeater(shapeSchema(field.fields));
    case 'group':
      return group(shapeSchema(field.fields));
  }
}

const shapeSchema = (shape: ObjectShape): Record<string, z.ZodType> =>
  Object.fromEntries(shape.map(([name, field]) => [name, fieldSchema(field)]));

function fieldValue(field: FieldShape): fc.Arbitrary<unknown> {
  switch (field.kind) {
    case 'text':
      return fc.string({ maxLength: 12 });
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'repeater':
      return fc.array(objectValue(field.fields), { maxLength: 4 });
    case 'group':
      return objectValue(field.fields);
  }
}

/** A value of the shape: every field defined, repeaters of 0–4 rows. */
const objectValue = (shape: ObjectShape): fc.Arbitrary<FlatRecord> =>
  fc.record(Object.fromEntries(shape.map(([name, field]) => [name, fieldValue(field)])));

const blockShape = objectShape(4);
const sample = blockShape.chain((shape) => fc.tuple(fc.constant(shape), objectValue(shape)));

/**
 * Keys a real payload carries besides the schema's: ACF's `_key` field references, keys of
 * fields that the schema does not name (a digit never appears in a generated name), and rows
 * left behind past a repeater's count.
 */
function noiseFor(shape: ObjectShape, value: FlatRecord, prefix = '', out: FlatRecord = {}): FlatRecord {
  for (const [name, field] of shape) {
    const key = prefix + name;
    out[`_${key}`] = `field_${key.length}abc123`;
    out[`${key}9old`] = 'stale';
    if (field.kind === 'group') noiseFor(field.fields, value[name] as FlatRecord, `${key}_`, out);
    if (field.kind === 'repeater') {
      const rows = value[name] as FlatRecord[];
      rows.forEach((row, index) => noiseFor(field.fields, row, `${key}_${index}_`, out));
      const [first] = field.fields;
      if (first !== undefined) out[`${key}_${rows.length}_${first[0]}`] = 'leftover row';
    }
  }
  return out;
}

const withoutNoise = (record: FlatRecord, noise: FlatRecord): FlatRecord =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !(key in noise)));

describe('flatten / unflatten round trip over arbitrary shapes', () => {
  it('unflatten(flatten(v)) is v, and the result validates', () => {
    fc.assert(
      fc.property(sample, ([shape, value]) => {
        const schema = z.object(shapeSchema(shape));
        const back = unflatten(schema, flatten(schema, value));
        expect(back).toEqual(value);
        expect(schema.safeParse(back).success).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('flatten(unflatten(f)) is f, whatever references, unknown keys and stale rows f carries', () => {
    fc.assert(
      fc.property(sample, ([shape, value]) => {
        const schema = z.object(shapeSchema(shape));
        const flat = flatten(schema, value);
        const noise = withoutNoise(noiseFor(shape, value), flat);
        expect(flatten(schema, unflatten(schema, { ...noise, ...flat }))).toEqual(flat);
      }),
      { numRuns: 300 },
    );
  });
});

describe('unflatten examples', () => {
  const card = { name: text(), position: text() };
  const schema = z.object({
    title: text(),
    items: repeater({ title: text(), cards: repeater(card) }),
  });

  it('reads counts stored as numeric strings', () => {
    const flat = { title: 'T', items: '2', items_0_title: 'a', items_0_cards: '1', items_0_cards_0_name: 'N', items_0_cards_0_position: 'P', items_1_title: 'b', items_1_cards: ' 0 ' };
    expect(unflatten(schema, flat)).toEqual({
      title: 'T',
      items: [
        { title: 'a', cards: [{ name: 'N', position: 'P' }] },
        { title: 'b', cards: [] },
      ],
    });
  });

  it('skips rows that are missing when the count is larger than the rows present', () => {
    const flat = { items: 5, items_0_title: 'first', items_3_title: 'fourth', _items: 'field_61a' };
    expect(unflatten(schema, flat)).toEqual({ items: [{ title: 'first' }, { title: 'fourth' }] });
  });

  it('gives an inner repeater with a count of 0 no rows', () => {
    const flat = { items: 1, items_0_title: 'a', items_0_cards: 0, items_0_cards_0_name: 'stale' };
    expect(unflatten(schema, flat)).toEqual({ items: [{ title: 'a', cards: [] }] });
  });

  it('does not read a field named link_1 as a row of the repeater link', () => {
    const linked = z.object({ link: repeater({ title: text() }), link_1: text() });
    const flat = { link: 2, link_0_title: 'zero', link_1: 'a plain field', _link_1: 'field_9' };
    const nested = unflatten(linked, flat);
    expect(nested).toEqual({ link: [{ title: 'zero' }], link_1: 'a plain field' });
    expect(linked.parse(nested)).toEqual({ link: [{ title: 'zero' }], link_1: 'a plain field' });
  });

  it('keeps ACF link objects as values, in both directions', () => {
    const cta = { url: 'https://example.com/leasing', title: 'Leasing', target: '_blank' };
    const linked = z.object({ cta: link(), items: repeater({ cta: link() }), hero: group({ cta: link() }) });
    const flat = { cta, items: 1, items_0_cta: cta, hero_cta: cta };
    const nested = unflatten(linked, flat);
    expect(nested).toEqual({ cta, items: [{ cta }], hero: { cta } });
    expect(flatten(linked, nested)).toEqual(flat);
    expect(linked.parse(nested)).toEqual({ cta, items: [{ cta }], hero: { cta } });
  });

  it('returns at once for a hostile count', () => {
    for (const count of [1e9, '1000000000', Number.MAX_VALUE, 'Infinity', -3, 'NaN']) {
      const started = performance.now();
      const nested = unflatten(schema, { items: count, items_0_title: 'only' });
      expect(performance.now() - started).toBeLessThan(50);
      expect((nested.items as unknown[]).length).toBeLessThanOrEqual(1);
    }
  });

  it('ignores the _field references of a real ACF payload', () => {
    const flat = { title: 'T', _title: 'field_1', items: 1, _items: 'field_2', items_0_title: 'a', _items_0_title: 'field_3', items_0_cards: 0, _items_0_cards: 'field_4' };
    expect(unflatten(schema, flat)).toEqual({ title: 'T', items: [{ title: 'a', cards: [] }] });
  });
});

/**
 * Engine bugs found by these tests; they fail until `engine/flatten/unflatten.ts` is fixed (see
 * the lead's report). They are kept failing on purpose so that the fix is checked.
 */
describe('unflatten: edge cases found by property testing', () => {
  const schema = z.object({ items: repeater({ title: text() }) });

  it('keeps a present row past the number of keys (result must not depend on a _field reference)', () => {
    const sparse = { items: 5, items_0_title: 'a', items_3_title: 'd' };
    const expected = { items: [{ title: 'a' }, { title: 'd' }] };
    expect(unflatten(schema, { ...sparse, _items: 'field_1' })).toEqual(expected);
    expect(unflatten(schema, sparse)).toEqual(expected);
  });

  it('does not read inherited Object.prototype members as field values', () => {
    const named = z.object({ constructor: text(), title: text() });
    expect(unflatten(named, { title: 'T' })).toEqual({ title: 'T' });
  });
});
