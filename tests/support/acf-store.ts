/**
 * How ACF stores an ACF block's fields in the block's `data` (Secure Custom Fields 6.4 /
 * ACF PRO 6.x): `acf_parse_save_blocks` runs `acf_update_values` over the posted form and keeps
 * every meta write (`ACF_Local_Meta::capture`), so the data holds, for every field of the group,
 * `name` = the value as that field type's `update_value` leaves it and `_name` = the field key.
 *
 * - text, textarea, wysiwyg, url, email, select, radio: the string as typed ('' when empty);
 * - number: the string as typed, without thousands separators ('' when empty);
 * - true_false: '1' or '0';
 * - image: the attachment id as an integer (`acf_idval`), '' when empty;
 * - link: `{title, url, target}`, '' when it has no URL;
 * - checkbox: the checked values in the order of the choices, '' when none;
 * - post_object: the post id as an integer, '' when empty;
 * - relationship: the post ids as strings, '' when empty;
 * - group: '' under its own name, its sub fields under `name_sub`;
 * - repeater: the row count (an integer, '' when there are no rows), row `i` under `name_i_sub`.
 *
 * Only the field group decides the keys here: a schema that reads other keys than the group
 * writes fails the round trip that uses this.
 */
import fc from 'fast-check';
import type { z } from 'zod';
import { commonFields, isRecord, type FlatRecord } from '../../engine';
import { unwrap } from '../../engine/zod-def';
import { objectFields, type AcfField } from '../../scripts/codegen/wordpress';

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

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function storedValue(field: AcfField, value: unknown, media: MediaLibrary): unknown {
  switch (field.type) {
    case 'number':
      return value === undefined || value === null ? '' : String(value).replace(/,/g, '');
    case 'true_false':
      return value === true ? '1' : '0';
    case 'image':
      return value === undefined || value === null ? '' : media.idOf(value);
    case 'link':
      return isRecord(value) && typeof value.url === 'string' && value.url !== '' ? { title: value.title ?? '', url: value.url, target: value.target ?? '' } : '';
    case 'checkbox': {
      const checked = asList(value).map(String);
      return checked.length > 0 ? checked : '';
    }
    case 'post_object':
      return typeof value === 'number' && value > 0 ? value : '';
    case 'relationship': {
      const ids = asList(value).map(String);
      return ids.length > 0 ? ids : '';
    }
    default:
      return value === undefined || value === null ? '' : String(value);
  }
}

/** Writes one level of fields (a block, a group's or a row's sub fields) under `prefix`. */
function storeFields(fields: readonly AcfField[], values: Record<string, unknown>, prefix: string, out: FlatRecord, media: MediaLibrary): void {
  for (const field of fields) {
    const key = `${prefix}${field.name}`;
    const value = values[field.name];
    if (field.type === 'group') {
      storeFields(field.sub_fields ?? [], isRecord(value) ? value : {}, `${key}_`, out, media);
      out[key] = '';
    } else if (field.type === 'repeater') {
      const rows = asList(value);
      rows.forEach((row, index) => storeFields(field.sub_fields ?? [], isRecord(row) ? row : {}, `${key}_${index}_`, out, media));
      out[key] = rows.length > 0 ? rows.length : '';
    } else {
      out[key] = storedValue(field, value, media);
    }
    out[`_${key}`] = field.key;
  }
}

/** A block's `data` as ACF stores the given nested values of the block's field group. */
export function storeAsAcf(fields: readonly AcfField[], values: Record<string, unknown>, media: MediaLibrary): FlatRecord {
  const out: FlatRecord = {};
  storeFields(fields, values, '', out, media);
  return out;
}

// ------------------------------------------------------------------ what editors enter

/** Block attributes (anchor, className), not ACF fields. */
const COMMON_FIELDS: ReadonlySet<string> = new Set(Object.keys(commonFields));

/** Text as editors type it, kept to what the field's schema accepts (a slug field takes slugs). */
function textArbitrary(schema: z.ZodType): fc.Arbitrary<string> {
  const core = unwrap(schema).at(-1) as z.ZodType;
  return fc.oneof(fc.string(), fc.string({ unit: 'grapheme', maxLength: 12 }), fc.stringMatching(/^[a-z0-9-]{0,12}$/)).filter((value) => core.safeParse(value).success);
}

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

/** What an editor can enter in one field of the group. */
function fieldArbitrary(field: AcfField, schema: z.ZodType, depth: number): fc.Arbitrary<unknown> {
  const choices = Object.keys(field.choices ?? {});
  switch (field.type) {
    case 'group':
      return objectArbitrary(field.sub_fields ?? [], objectFields(schema), depth + 1);
    case 'repeater':
      return fc.array(objectArbitrary(field.sub_fields ?? [], objectFields(schema), depth + 1), { maxLength: depth > 0 ? 2 : 3 });
    case 'number':
      return fc.option(number, { nil: undefined });
    case 'true_false':
      return fc.boolean();
    case 'select':
      return fc.constantFrom(...choices);
    case 'checkbox':
      return fc.subarray(choices);
    case 'image':
      return fc.option(imageArbitrary, { nil: undefined });
    case 'link':
      return fc.option(fc.record({ url: fc.oneof(fc.webUrl(), fc.stringMatching(/^\/([a-z0-9-]{1,8}\/?){0,3}$/)), title: fc.string({ maxLength: 20 }), target: fc.constantFrom('', '_blank') }), { nil: undefined });
    case 'post_object':
      return fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 999_999 }));
    case 'relationship':
      return fc.array(fc.integer({ min: 1, max: 999_999 }), { maxLength: 4 });
    case 'text':
    case 'textarea':
    case 'wysiwyg':
    case 'url':
      return textArbitrary(schema);
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
