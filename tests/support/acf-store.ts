/**
 * ACF storage of test values (scripts/lib/acf-storage.ts states how ACF stores each field type),
 * and arbitrary values an editor can enter in a block's field group.
 *
 * Only the field group decides the keys here: a schema that reads other keys than the group
 * writes fails the round trip that uses this.
 */
import fc from 'fast-check';
import type { z } from 'zod';
import { commonFields, type FlatRecord } from '../../engine';
import { unwrap } from '../../engine/zod-def';
import { objectFields, type AcfField } from '../../scripts/codegen/wordpress';
import { storeAsAcf as storeFields } from '../../scripts/lib/acf-storage';

/** The media library of a test: every image value stored gets an attachment id. */
export class MediaLibrary {
  readonly byId = new Map<string, unknown>();
  private readonly ids = new Map<string, number>();

  idOf(image: unknown): number {
    const identity = JSON.stringify(image);
    let id = this.ids.get(identity);
    if (id === undefined) {
      id = this.ids.size + 101;
      this.ids.set(identity, id);
      this.byId.set(String(id), image);
    }
    return id;
  }
}

/** A block's `data` as ACF stores the given nested values of the block's field group. */
export const storeAsAcf = (fields: readonly AcfField[], values: Record<string, unknown>, media: MediaLibrary): FlatRecord =>
  storeFields(fields, values, { imageId: (image) => media.idOf(image) });

// ------------------------------------------------------------------ what editors enter

/** Block attributes (anchor, className), not ACF fields. */
const COMMON_FIELDS: ReadonlySet<string> = new Set(Object.keys(commonFields));

/**
 * Text as editors type it, kept to what the field's schema accepts (a slug field takes slugs); a
 * required field is filled, since ACF refuses to save it empty.
 */
function textArbitrary(schema: z.ZodType, required: boolean): fc.Arbitrary<string> {
  const core = unwrap(schema).at(-1) as z.ZodType;
  const typed = fc.oneof(fc.string(), fc.string({ unit: 'grapheme', maxLength: 12 }), fc.stringMatching(/^[a-z0-9-]{0,12}$/));
  const filled = fc.oneof(fc.string({ minLength: 1 }).map((value) => `${value}x`), fc.stringMatching(/^[a-z0-9-]{1,12}$/));
  if (!required) return typed.filter((value) => core.safeParse(value).success);
  return filled.filter((value) => core.safeParse(value).success && schema.safeParse(value).success);
}

/** An optional value, or always one for a required field. */
const maybe = <T>(value: fc.Arbitrary<T>, required: boolean): fc.Arbitrary<T | undefined> => (required ? value : fc.option(value, { nil: undefined }));

const imageArbitrary = fc.record(
  {
    src: fc.oneof(fc.webUrl(), fc.stringMatching(/^\/images\/[a-z0-9-]{1,12}\.(jpg|png|webp)$/)),
    alt: fc.string({ maxLength: 20 }),
    width: fc.integer({ min: 1, max: 6000 }),
    height: fc.integer({ min: 1, max: 6000 }),
  },
  { requiredKeys: ['src', 'alt'] },
);

const number = fc.oneof(fc.integer({ min: -1e9, max: 1e9 }), fc.double({ min: -1e9, max: 1e9, noNaN: true }).filter((value) => !Object.is(value, -0)));

/** What an editor can enter in one field of the group (ACF saves a required field only filled). */
function fieldArbitrary(field: AcfField, schema: z.ZodType, depth: number): fc.Arbitrary<unknown> {
  const choices = Object.keys(field.choices ?? {});
  const required = field.required === 1;
  switch (field.type) {
    case 'group':
      return objectArbitrary(field.sub_fields ?? [], objectFields(schema), depth + 1);
    case 'repeater':
      return fc.array(objectArbitrary(field.sub_fields ?? [], objectFields(schema), depth + 1), { minLength: required ? 1 : 0, maxLength: depth > 0 ? 2 : 3 });
    case 'number':
      return maybe(number, required);
    case 'true_false':
      return fc.boolean();
    case 'select':
      return fc.constantFrom(...choices);
    case 'checkbox':
      return fc.subarray(choices);
    case 'image':
      return maybe(imageArbitrary, required);
    case 'link':
      return maybe(fc.record({ url: fc.oneof(fc.webUrl(), fc.stringMatching(/^\/([a-z0-9-]{1,8}\/?){0,3}$/)), title: fc.string({ maxLength: 20 }), target: fc.constantFrom('', '_blank') }), required);
    case 'post_object':
      return fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 999_999 }));
    case 'relationship':
      return fc.array(fc.integer({ min: 1, max: 999_999 }), { maxLength: 4 });
    case 'text':
    case 'textarea':
    case 'wysiwyg':
    case 'url':
      return textArbitrary(schema, required);
    default:
      throw new Error(`no arbitrary for ACF field type ${field.type} (${field.name})`);
  }
}

function objectArbitrary(fields: readonly AcfField[], schemas: Record<string, z.ZodType>, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const read = Object.keys(schemas).filter((name) => depth > 0 || !COMMON_FIELDS.has(name));
  const missing = read.filter((name) => !fields.some((field) => field.name === name));
  if (missing.length > 0) throw new Error(`the schema reads ${missing.join(', ')}, which the field group has no field for`);
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const field of fields) {
    const schema = schemas[field.name];
    if (schema === undefined) throw new Error(`the field group has ${field.name}, which the schema does not read`);
    record[field.name] = fieldArbitrary(field, schema, depth);
  }
  return fc.record(record);
}

/**
 * Arbitrary values an editor can enter in a block's field group (every field the schema reads
 * must have one: a field the group lacks, or one the schema does not read, is an error).
 */
export const enteredValues = (fields: readonly AcfField[], schema: z.ZodType) => objectArbitrary(fields, objectFields(schema), 0);
