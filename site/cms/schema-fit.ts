/**
 * Operations that fit the WordPress they meet. The typed operations are written for the full
 * schema (codegen/schema.graphql); a WordPress may lack parts of it (an older WordPress's block
 * attributes, an optional plugin's fields such as Yoast's `seo`). Before an operation goes to a
 * WordPress, it is fitted to that WordPress's introspection:
 *
 * - fields, arguments, inline fragments and named fragments that this schema lacks are removed,
 *   and a selection left empty goes with them (a missing attribute costs that attribute);
 * - fields that this schema types differently across the fragments of one selection (`String`
 *   on one block, `String!` on another: GraphQL refuses to merge them) are sent under distinct
 *   aliases, and the answer is renamed back, so the typed result keeps its shape;
 * - anything the schema still refuses is removed too, as a last resort, and reported.
 *
 * The fitted operation and the list of what was removed are pure functions of the operation
 * and the schema, so they are computed once per pair.
 */
import {
  buildClientSchema,
  GraphQLError,
  Kind,
  TypeInfo,
  validate,
  validateSchema,
  visit,
  visitWithTypeInfo,
  type ASTNode,
  type DocumentNode,
  type GraphQLSchema,
  type IntrospectionQuery,
  type IntrospectionTypeRef,
} from 'graphql';
import { isRecord } from '../../engine';

/** What a fitted operation lost: `Type.field`, `... on Type`, `field(arg:)`, or a validation message. */
export interface Removal {
  readonly what: string;
  /** The block type (e.g. `CoreQuote`) whose attribute this is, and the attribute. */
  readonly block?: { readonly type: string; readonly attribute: string };
}

export interface FittedOperation {
  readonly document: DocumentNode;
  readonly removed: readonly Removal[];
  /** Fields sent under a fitting alias (the answer must go through `restoreAliases`). */
  readonly aliased: number;
}

/** The marker of a fitting alias: `content__fit3` answers for `content`. */
const ALIAS_MARK = '__fit';
const ALIASED_KEY = new RegExp(`^(.+)${ALIAS_MARK}\\d+$`);
const MAX_ROUNDS = 8;

type Removable = ASTNode & { readonly kind: Kind };

/** Removes selections left empty, fragments nobody spreads any more, and variables nobody uses. */
function tidy(document: DocumentNode): DocumentNode {
  let current = document;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const emptyFragments = new Set<string>();
    let changed = false;
    const next = visit(current, {
      leave(node) {
        if ((node.kind === Kind.FIELD || node.kind === Kind.INLINE_FRAGMENT) && node.selectionSet?.selections.length === 0) {
          changed = true;
          return null;
        }
        if (node.kind === Kind.FRAGMENT_DEFINITION && node.selectionSet.selections.length === 0) emptyFragments.add(node.name.value);
        return undefined;
      },
    });
    const spread = new Set<string>();
    visit(next, { FragmentSpread: (node) => void spread.add(node.name.value) });
    const withoutFragments = visit(next, {
      FragmentDefinition: (node) => (emptyFragments.has(node.name.value) || !spread.has(node.name.value) ? ((changed = true), null) : undefined),
      FragmentSpread: (node) => (emptyFragments.has(node.name.value) ? ((changed = true), null) : undefined),
    });
    current = withoutFragments;
    if (!changed) break;
  }
  const used = new Set<string>();
  visit(current, {
    VariableDefinition: () => false,
    Variable: (node) => void used.add(node.name.value),
  });
  return visit(current, { VariableDefinition: (node) => (used.has(node.variable.name.value) ? undefined : null) });
}

/** `CoreQuote` and `align` when `path` runs `... on CoreQuote { attributes { align } }` (or an aliased `attributes`). */
function blockAttribute(parentType: string, field: string): Removal['block'] {
  const owner = /^(.+)Attributes$/.exec(parentType)?.[1];
  return owner === undefined ? undefined : { type: owner, attribute: field };
}

/** Removes what the schema does not have, in one walk with graphql-js's TypeInfo. */
function removeUnknown(document: DocumentNode, schema: GraphQLSchema, removed: Removal[]): DocumentNode {
  const typeInfo = new TypeInfo(schema);
  const unknownFragments = new Set<string>();
  const walked = visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const parent = typeInfo.getParentType();
        if (!parent || typeInfo.getFieldDef()) return undefined;
        const block = blockAttribute(parent.name, node.name.value);
        removed.push({ what: `${parent.name}.${node.name.value}`, ...(block === undefined ? {} : { block }) });
        return null;
      },
      Argument(node) {
        if (typeInfo.getArgument() || !typeInfo.getFieldDef()) return undefined;
        removed.push({ what: `${typeInfo.getParentType()?.name ?? ''}.${typeInfo.getFieldDef()?.name ?? ''}(${node.name.value}:)` });
        return null;
      },
      InlineFragment(node) {
        const name = node.typeCondition?.name.value;
        if (name === undefined || schema.getType(name) !== undefined) return undefined;
        removed.push({ what: `... on ${name}` });
        return null;
      },
      FragmentDefinition(node) {
        const name = node.typeCondition.name.value;
        if (schema.getType(name) !== undefined) return undefined;
        removed.push({ what: `fragment ${node.name.value} on ${name}` });
        unknownFragments.add(node.name.value);
        return null;
      },
    }),
  );
  return visit(walked, { FragmentSpread: (node) => (unknownFragments.has(node.name.value) ? null : undefined) });
}

/** What a validation error may point at that can go without breaking the operation. */
const REMOVABLE: readonly Kind[] = [Kind.FIELD, Kind.ARGUMENT, Kind.OBJECT_FIELD, Kind.INLINE_FRAGMENT, Kind.FRAGMENT_SPREAD, Kind.VARIABLE_DEFINITION];

const isConflict = (error: GraphQLError): boolean => / conflict because /.test(error.message);

/** One round of what `validate` still refuses: conflicting fields aliased apart, anything else removed. */
function settleValidation(document: DocumentNode, schema: GraphQLSchema, removed: Removal[], counter: { aliased: number }): { document: DocumentNode; progress: boolean } {
  const errors = validate(schema, document);
  if (errors.length === 0) return { document, progress: false };
  const alias = new Set<ASTNode>();
  const remove = new Set<ASTNode>();
  for (const error of errors) {
    const nodes = (error.nodes ?? []) as readonly Removable[];
    if (isConflict(error)) for (const node of nodes) if (node.kind === Kind.FIELD) alias.add(node);
    if (!isConflict(error)) {
      const target = nodes.find((node) => REMOVABLE.includes(node.kind));
      if (target !== undefined) {
        remove.add(target);
        removed.push({ what: error.message });
      }
    }
  }
  if (alias.size + remove.size === 0) return { document, progress: false };
  const next = visit(document, {
    enter(node) {
      if (remove.has(node)) return null;
      if (node.kind === Kind.FIELD && alias.has(node)) {
        counter.aliased += 1;
        const key = node.alias?.value ?? node.name.value;
        return { ...node, alias: { kind: Kind.NAME, value: `${key}${ALIAS_MARK}${counter.aliased}` } };
      }
      return undefined;
    },
  });
  return { document: tidy(next), progress: true };
}

/** The operation as this schema accepts it, with what it lost. */
export function fitOperation(document: DocumentNode, schema: GraphQLSchema): FittedOperation {
  const removed: Removal[] = [];
  const counter = { aliased: 0 };
  let current = tidy(removeUnknown(document, schema, removed));
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const settled = settleValidation(current, schema, removed, counter);
    current = settled.document;
    if (!settled.progress) break;
  }
  return { document: current, removed, aliased: counter.aliased };
}

/** Merges `from` into `into` (objects field by field; otherwise the first non-null value wins). */
function merge(into: unknown, from: unknown): unknown {
  if (into === undefined || into === null) return from;
  if (isRecord(into) && isRecord(from)) {
    for (const [key, value] of Object.entries(from)) into[key] = merge(into[key], value);
  }
  return into;
}

/** The answer with every fitting alias renamed back to the field it stands for (in place). */
export function restoreAliases(value: unknown): unknown {
  if (Array.isArray(value)) {
    for (const item of value) restoreAliases(item);
    return value;
  }
  if (!isRecord(value)) return value;
  for (const key of Object.keys(value)) {
    restoreAliases(value[key]);
    const original = ALIASED_KEY.exec(key)?.[1];
    if (original === undefined) continue;
    value[original] = merge(value[original], value[key]);
    delete value[key];
  }
  return value;
}

/** One line per removal, blocks' attributes grouped: `CoreQuote loses align, anchor`. */
export function describeRemovals(removed: readonly Removal[]): string[] {
  const byBlock = new Map<string, Set<string>>();
  const other: string[] = [];
  for (const removal of removed) {
    if (removal.block === undefined) other.push(removal.what);
    else byBlock.set(removal.block.type, (byBlock.get(removal.block.type) ?? new Set()).add(removal.block.attribute));
  }
  return [...new Set(other), ...[...byBlock].map(([type, attributes]) => `block ${type} loses ${[...attributes].join(', ')}`)];
}

/** A type of an introspection, with the lists a type may hold. */
type IntrospectedType = IntrospectionQuery['__schema']['types'][number];

const namedType = (ref: IntrospectionTypeRef): string => ('ofType' in ref && ref.ofType ? namedType(ref.ofType) : (ref as { name: string }).name);

/** Types GraphQL does not allow: an object, interface or input with no fields, a union or enum with no members. */
function isEmptyType(type: IntrospectedType): boolean {
  if (type.kind === 'OBJECT' || type.kind === 'INTERFACE') return type.fields.length === 0;
  if (type.kind === 'INPUT_OBJECT') return type.inputFields.length === 0;
  if (type.kind === 'UNION') return type.possibleTypes.length === 0;
  if (type.kind === 'ENUM') return type.enumValues.length === 0;
  return false;
}

/** The type without what names one of `gone`: its fields, arguments, input fields, interfaces and members. */
function withoutTypes(type: IntrospectedType, gone: ReadonlySet<string>): IntrospectedType {
  const keep = (ref: IntrospectionTypeRef) => !gone.has(namedType(ref));
  switch (type.kind) {
    case 'OBJECT':
      return { ...type, fields: type.fields.filter((field) => keep(field.type)).map((field) => ({ ...field, args: field.args.filter((arg) => keep(arg.type)) })), interfaces: type.interfaces.filter(keep) };
    case 'INTERFACE':
      return { ...type, fields: type.fields.filter((field) => keep(field.type)).map((field) => ({ ...field, args: field.args.filter((arg) => keep(arg.type)) })), interfaces: type.interfaces.filter(keep), possibleTypes: type.possibleTypes.filter(keep) };
    case 'INPUT_OBJECT':
      return { ...type, inputFields: type.inputFields.filter((field) => keep(field.type)) };
    case 'UNION':
      return { ...type, possibleTypes: type.possibleTypes.filter(keep) };
    default:
      return type;
  }
}

/**
 * The schema of an introspection, made valid when the WordPress serves types GraphQL does not
 * allow (wp-graphql-gutenberg makes an object type of a block attribute whose JSON schema lists no
 * properties; WPGraphQL serves it, graphql-js refuses every operation against it). Such types are
 * left out with every field that names them, and again for types left empty by that, so the
 * operations can be fitted to the rest. `schema` is undefined when it is still not valid.
 */
export function clientSchema(introspection: IntrospectionQuery): { readonly schema: GraphQLSchema | undefined; readonly dropped: readonly string[]; readonly problems: readonly string[] } {
  let types = introspection.__schema.types;
  const dropped: string[] = [];
  for (;;) {
    let schema: GraphQLSchema;
    try {
      schema = buildClientSchema({ __schema: { ...introspection.__schema, types } });
    } catch (error) {
      return { schema: undefined, dropped, problems: [error instanceof Error ? error.message : String(error)] };
    }
    const problems = validateSchema(schema).map((error) => error.message);
    if (problems.length === 0) return { schema, dropped, problems };
    const gone = new Set(types.filter(isEmptyType).map((type) => type.name));
    if (gone.size === 0) return { schema: undefined, dropped, problems };
    dropped.push(...gone);
    types = types.filter((type) => !gone.has(type.name)).map((type) => withoutTypes(type, gone));
  }
}
