/**
 * How ACF stores a field group's values (Secure Custom Fields 6.4 / ACF PRO 6.x): flattened, one
 * entry per field, `name` = the value as that field type's `update_value` leaves it and `_name` =
 * the field key. The same rows make an ACF block's `data`, a post's meta and the options page's
 * `options_*` options.
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
 */
import { isRecord, type FlatRecord } from '../../engine';
import type { AcfField } from '../codegen/wordpress';

export interface AcfStoreOptions {
  /** The value an object of values holds for a field (by default under the field's name). */
  readonly read?: (values: Record<string, unknown>, field: AcfField) => unknown;
  /** The attachment id of an image value. */
  readonly imageId: (image: unknown) => number;
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const byName = (values: Record<string, unknown>, field: AcfField): unknown => values[field.name];

function storedValue(field: AcfField, value: unknown, options: AcfStoreOptions): unknown {
  switch (field.type) {
    case 'number':
      return value === undefined || value === null ? '' : String(value).replace(/,/g, '');
    case 'true_false':
      return value === true ? '1' : '0';
    case 'image':
      return value === undefined || value === null ? '' : options.imageId(value);
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

/** Writes one level of fields (a group's, a row's or the top level) under `prefix`. */
function storeFields(fields: readonly AcfField[], values: Record<string, unknown>, prefix: string, out: FlatRecord, options: AcfStoreOptions): void {
  const read = options.read ?? byName;
  for (const field of fields) {
    const key = `${prefix}${field.name}`;
    const value = read(values, field);
    if (field.type === 'group') {
      out[key] = '';
      storeFields(field.sub_fields ?? [], isRecord(value) ? value : {}, `${key}_`, out, options);
    } else if (field.type === 'repeater') {
      const rows = asList(value);
      out[key] = rows.length > 0 ? rows.length : '';
      rows.forEach((row, index) => storeFields(field.sub_fields ?? [], isRecord(row) ? row : {}, `${key}_${index}_`, out, options));
    } else {
      out[key] = storedValue(field, value, options);
    }
    out[`_${key}`] = field.key;
  }
}

/** The rows ACF stores for the given nested values of a field group, each beside its `_name` key row. */
export function storeAsAcf(fields: readonly AcfField[], values: Record<string, unknown>, options: AcfStoreOptions, prefix = ''): FlatRecord {
  const out: FlatRecord = {};
  storeFields(fields, values, prefix, out, options);
  return out;
}

/**
 * The key of the field a flattened name stores (`rows_0_accordion_repeater_1_accordion_header`
 * is a sub field of two repeaters), or undefined when no field of the group stores that name.
 */
export function acfFieldKey(fields: readonly AcfField[], flatName: string): string | undefined {
  for (const field of fields) {
    if (flatName === field.name) return field.key;
    if (field.sub_fields === undefined || !flatName.startsWith(`${field.name}_`)) continue;
    const rest = flatName.slice(field.name.length + 1);
    const row = field.type === 'repeater' ? /^\d+_(.+)$/.exec(rest)?.[1] : rest;
    const key = row === undefined ? undefined : acfFieldKey(field.sub_fields, row);
    if (key !== undefined) return key;
  }
  return undefined;
}
