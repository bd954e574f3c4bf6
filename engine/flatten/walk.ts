/**
 * Reads the structure of a zod schema: which fields are repeaters (arrays of objects), groups
 * (objects), images, or plain values. The result is cached per schema so that unflattening a
 * thousand blocks of one type inspects its schema once.
 */
import type { z } from 'zod';
import { arrayElement, objectShape, schemaType, unwrap } from '../zod-def';
import { fieldKinds, type FieldKind } from './fields';

export type FieldNode = (
  | {
      readonly type: 'value';
      readonly kind: FieldKind | undefined;
      /** One of fixed values (`choice()`, a zod enum): a key the renderer maps, never words it shows. */
      readonly enumerated: boolean;
    }
  | { readonly type: 'list' }
  | { readonly type: 'repeater'; readonly item: ShapeNode }
  | { readonly type: 'group'; readonly shape: ShapeNode }
) & {
  /** The field's own schema (with its wrappers), for what it makes of a missing value. */
  readonly schema: z.ZodType;
};

/** The fields of an object schema, in declaration order. */
export type ShapeNode = ReadonlyArray<readonly [key: string, node: FieldNode]>;

/** The schema that says what the value is, and the field kind its wrappers were marked with. */
function core(schema: z.ZodType): { schema: z.ZodType; kind: FieldKind | undefined } {
  const chain = unwrap(schema);
  const kind = chain.map((link) => fieldKinds.get(link)?.kind).find((found) => found !== undefined);
  return { schema: chain[chain.length - 1] as z.ZodType, kind };
}

const shapeCache = new WeakMap<z.ZodType, ShapeNode>();

function fieldNode(schema: z.ZodType): FieldNode {
  const { schema: inner, kind } = core(schema);
  if (kind === undefined && objectShape(inner) !== undefined) return { type: 'group', shape: shapeOf(inner), schema };
  const element = kind === undefined ? arrayElement(inner) : undefined;
  if (element !== undefined) {
    const row = core(element);
    if (row.kind === undefined && objectShape(row.schema) !== undefined) return { type: 'repeater', item: shapeOf(row.schema), schema };
    return { type: 'list', schema };
  }
  return { type: 'value', kind, enumerated: schemaType(inner) === 'enum', schema };
}

/** The field tree of an object schema (or of the object inside its wrappers). */
export function shapeOf(schema: z.ZodType): ShapeNode {
  const cached = shapeCache.get(schema);
  if (cached) return cached;
  const entries = Object.entries(objectShape(core(schema).schema) ?? {}).map(([key, field]) => [key, fieldNode(field)] as const);
  shapeCache.set(schema, entries);
  return entries;
}
