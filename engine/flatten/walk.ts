/**
 * Reads the structure of a zod schema: which fields are repeaters (arrays of objects), groups
 * (objects), images, or plain values. The result is cached per schema so that unflattening a
 * thousand blocks of one type inspects its schema once.
 */
import type { z } from 'zod';
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

interface Def {
  readonly type: string;
  readonly innerType?: z.ZodType;
  readonly in?: z.ZodType;
  readonly out?: z.ZodType;
  readonly element?: z.ZodType;
  readonly shape?: Record<string, z.ZodType>;
  readonly getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/**
 * The schemas a field's value passes through, outermost first: optional/default/preprocess
 * wrappers down to the schema that says what the value is (the last one).
 */
export function unwrap(schema: z.ZodType): z.ZodType[] {
  const chain = [schema];
  let current = schema;
  for (let depth = 0; depth < 32; depth += 1) {
    const def = defOf(current);
    let next: z.ZodType | undefined;
    if (WRAPPERS.has(def.type)) next = def.innerType;
    else if (def.type === 'pipe') next = defOf(def.out as z.ZodType).type === 'transform' ? def.in : def.out;
    else if (def.type === 'lazy') next = def.getter?.();
    if (next === undefined) break;
    current = next;
    chain.push(current);
  }
  return chain;
}

/** The schema that says what the value is, and the field kind its wrappers were marked with. */
function core(schema: z.ZodType): { schema: z.ZodType; kind: FieldKind | undefined } {
  const chain = unwrap(schema);
  const kind = chain.map((link) => fieldKinds.get(link)?.kind).find((found) => found !== undefined);
  return { schema: chain[chain.length - 1] as z.ZodType, kind };
}

const shapeCache = new WeakMap<z.ZodType, ShapeNode>();

function fieldNode(schema: z.ZodType): FieldNode {
  const { schema: inner, kind } = core(schema);
  const def = defOf(inner);
  if (kind === undefined && def.type === 'object') return { type: 'group', shape: shapeOf(inner), schema };
  if (kind === undefined && def.type === 'array' && def.element !== undefined) {
    const element = core(def.element);
    if (element.kind === undefined && defOf(element.schema).type === 'object') {
      return { type: 'repeater', item: shapeOf(element.schema), schema };
    }
    return { type: 'list', schema };
  }
  return { type: 'value', kind, enumerated: def.type === 'enum', schema };
}

/** The field tree of an object schema (or of the object inside its wrappers). */
export function shapeOf(schema: z.ZodType): ShapeNode {
  const cached = shapeCache.get(schema);
  if (cached) return cached;
  const def = defOf(core(schema).schema);
  const entries = Object.entries(def.shape ?? {}).map(([key, field]) => [key, fieldNode(field)] as const);
  shapeCache.set(schema, entries);
  return entries;
}
