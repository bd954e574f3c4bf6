/**
 * The two JSON Schemas (draft 2020-12) of a block, for tools outside TypeScript:
 *
 * - the payload schema: a block's attributes as WordPress sends them (the parsed
 *   `attributesJSON`, or content-blocks' `attributes`): ACF's `data`/`meta` envelope (with `data`
 *   as an object or a JSON string), flattened repeater and group keys (`items` = a count as a number
 *   or a string, `items_0_title`), ACF's `_field` references, and each field helper's accepted
 *   values. A payload it accepts validates without a diagnostic; one it refuses would be reported.
 * - the validated schema: the nested data the renderer receives (zod 4's own `z.toJSONSchema`).
 *
 * Some rules cannot be said in JSON Schema (a required field inside flattened repeater rows, the
 * full URL policy, refinements): the engine remains the authority, and says so with a path.
 */
import { z } from 'zod';
import { fieldPayloads, type JsonSchema } from '../flatten/fields';
import { shapeOf, type FieldNode, type ShapeNode } from '../flatten/walk';
import { commonFields, type BlockDefinition } from '../registry/define';
import { isPreprocess, unwrap, wrappedSchema } from '../zod-def';

const escape = (name: string): string => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A repeater count as ACF stores it: a number or a numeric string; blank is no rows. */
const COUNT: JsonSchema = { anyOf: [{ type: 'integer', minimum: 0 }, { type: 'string', pattern: '^\\s*[0-9]*\\s*$' }, { type: 'null' }, { const: false }] };

/** ACF's field references: `_items` = `field_5f1c…`, at every level of flattening. */
const FIELD_REFERENCE = '^_';

/** True when a preprocess reads the value first: it may accept anything, which its code decides. */
function preprocessed(schema: z.ZodType): boolean {
  const first = unwrap(schema).find((link) => wrappedSchema(link) === undefined);
  return first !== undefined && isPreprocess(first);
}

/**
 * What a plain zod field (not a helper) accepts as input. A block's own preprocess (a width that
 * may be a number or a string) decides in code what it accepts: anything, as far as a JSON Schema
 * can tell.
 */
function plainInput(schema: z.ZodType): JsonSchema {
  if (preprocessed(schema)) return {};
  try {
    const input: JsonSchema = { ...z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) };
    delete input.$schema;
    return input;
  } catch {
    return {};
  }
}

/** True when a field must have a value: a helper's `{ required: true }`, or a plain schema that refuses none. */
export const fieldIsRequired = (schema: z.ZodType): boolean => fieldPayloads.get(schema)?.required ?? !schema.safeParse(undefined).success;

const isRequired = (node: FieldNode): boolean => fieldIsRequired(node.schema);

function valueSchema(node: FieldNode): JsonSchema {
  return fieldPayloads.get(node.schema)?.schema ?? plainInput(node.schema);
}

/** The keys of a shape, flattened under a prefix: exact property names, or patterns below a row. */
interface Keys {
  readonly properties: Record<string, JsonSchema>;
  readonly patterns: Record<string, JsonSchema>;
  readonly required: string[];
}

/**
 * Adds the keys of `shape` under `prefix`: plain property names while `exact` (no row index in
 * the prefix), else regex sources. Only the block's own keys can be required: a group may also
 * arrive as one object, and rows are patterns.
 */
function addKeys(shape: ShapeNode, prefix: string, exact: boolean, keys: Keys, top: boolean, closed: boolean): void {
  for (const [name, node] of shape) {
    const key = exact ? `${prefix}${name}` : `${prefix}${escape(name)}`;
    const schema = fieldSchema(node, closed);
    if (exact) keys.properties[key] = schema;
    else keys.patterns[`^${key}$`] = schema;
    if (top && isRequired(node) && node.type !== 'group') keys.required.push(key);
    if (node.type === 'group') addKeys(node.shape, `${key}_`, exact, keys, false, closed);
    if (node.type === 'repeater') addKeys(node.item, `${exact ? escape(key) : key}_[0-9]+_`, false, keys, false, closed);
  }
}

/**
 * A field's own key: a value, a group as an object, a repeater as a count or an array of rows.
 * wp-graphql-content-blocks sends object and list attributes (`style`, `layout`) as JSON text.
 */
function fieldSchema(node: FieldNode, closed: boolean): JsonSchema {
  switch (node.type) {
    case 'value':
    case 'list':
      return valueSchema(node);
    case 'group': {
      const object = objectSchema(node.shape, closed);
      return { anyOf: [object, { type: 'null' }, JSON_STRING(object)] };
    }
    case 'repeater': {
      const rows: JsonSchema = { type: 'array', items: objectSchema(node.item, closed) };
      return { anyOf: [COUNT, rows, JSON_STRING(rows)] };
    }
  }
}

/**
 * An object holding a shape's fields, flattened as ACF stores them. `closed` (ACF's data, its
 * groups and rows) refuses any other key, as the engine reports one: ACF stores nothing else
 * there. A core block's attributes stay open: WordPress sends attributes the schema need not read.
 */
function objectSchema(shape: ShapeNode, closed: boolean, omit: ReadonlySet<string> = new Set()): JsonSchema {
  const keys: Keys = { properties: {}, patterns: { [FIELD_REFERENCE]: { type: 'string', pattern: '^field_' } }, required: [] };
  addKeys(
    shape.filter(([name]) => !omit.has(name)),
    '',
    true,
    keys,
    true,
    closed,
  );
  return {
    type: 'object',
    properties: keys.properties,
    patternProperties: keys.patterns,
    ...(keys.required.length > 0 ? { required: keys.required } : {}),
    ...(closed ? { additionalProperties: false } : {}),
  };
}

const COMMON = new Set(Object.keys(commonFields));
const JSON_STRING = (schema: JsonSchema): JsonSchema => ({ type: 'string', contentMediaType: 'application/json', contentSchema: schema });

/**
 * A block's attributes as WordPress sends them. ACF blocks (`acf/…`) keep their fields in `data`
 * (an object, or a JSON string in content-blocks) and their images in `meta`; other blocks keep
 * their fields at the top level.
 */
export function payloadJsonSchema(definition: BlockDefinition): JsonSchema {
  const shape = shapeOf(definition.schema);
  const common = Object.fromEntries(shape.filter(([name]) => COMMON.has(name)).map(([name, node]) => [name, fieldSchema(node, false)]));
  // The saved HTML stands in for a missing `content`.
  const omitRequired = (schema: JsonSchema): JsonSchema =>
    definition.readsContent && Array.isArray(schema.required) ? { ...schema, required: schema.required.filter((key) => key !== 'content') } : schema;
  const base = { $schema: 'https://json-schema.org/draft/2020-12/schema', 'x-block-names': [...definition.names] };
  const metaField = shape.find(([name]) => name === 'meta');
  // The images ACF blocks refer to by id: `meta.images` (a map or a list), `meta.image_map`, or `meta[id]`.
  const meta: JsonSchema = metaField === undefined ? { anyOf: [{ type: 'object' }, JSON_STRING({ type: 'object' })] } : fieldSchema(metaField[1], false);
  if (!definition.names.every((name) => name.startsWith('acf/'))) {
    const fields = omitRequired(objectSchema(shape, false));
    return { ...base, title: `${definition.names[0]}: attributes as WordPress sends them`, ...fields, properties: { ...(fields.properties as object), ...(metaField === undefined ? { meta } : {}) } };
  }
  const data = omitRequired(objectSchema(shape, true, COMMON));
  return {
    ...base,
    title: `${definition.names[0]}: attributes as WordPress sends them (ACF fields in data)`,
    type: 'object',
    properties: {
      name: { enum: [...definition.names] },
      mode: { type: 'string' },
      align: { type: 'string' },
      ...common,
      data: { anyOf: [{ $ref: '#/$defs/data' }, JSON_STRING({ $ref: '#/$defs/data' })] },
      meta,
    },
    ...(Array.isArray(data.required) && data.required.length > 0 ? { required: ['data'] } : {}),
    $defs: { data },
  };
}

/** The validated data a block's renderer receives. */
export function validatedJsonSchema(definition: BlockDefinition): JsonSchema {
  const schema = z.toJSONSchema(definition.schema, { io: 'output', unrepresentable: 'any', target: 'draft-2020-12' });
  return { ...schema, title: definition.names[0], 'x-block-names': [...definition.names] };
}
