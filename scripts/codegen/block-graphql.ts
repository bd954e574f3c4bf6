/**
 * What the block registry adds to the GraphQL side (wp-graphql-content-blocks):
 * - the SDL of every ACF block type, as content-blocks and WPGraphQL for ACF 2.x register an ACF
 *   block that is shown in GraphQL (`acf/text-grid` -> `AcfTextGrid` with `AcfTextGridAttributes`),
 *   so that adding an ACF block never means editing codegen/schema.graphql;
 * - the `BlockAttributes` fragment: one `... on <Type> { attributes { … } }` per block name,
 *   selecting the attributes the block's schema reads (content-blocks serves attributes only
 *   through per-type fields), and `renderedHtml` only for the block types whose attributes are
 *   read from their saved HTML: asking it makes WordPress render the block (for an ACF block, its
 *   PHP template; for a dynamic block, a query), which a page query must not pay for every block.
 *   Core block types must exist in codegen/schema.graphql, with the attributes WordPress registers
 *   for them.
 */
import { getNamedType, isObjectType, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import { attributesAlias, contentBlocksTypeName as blockTypeName, type BlockDefinition } from '../../engine';
import { shapeOf } from '../../engine/flatten/walk';



/**
 * The SDL content-blocks and WPGraphQL for ACF register for one ACF block name, reduced as the rest
 * of the schema is to what the operations select (the full type also has apiVersion, innerBlocks,
 * isDynamic… and the attributes align, lock, metadata, mode, name, style).
 */
export function acfBlockSdl(blockName: string): string {
  const type = blockTypeName(blockName);
  return [
    `"${blockName}: an ACF block (wp-graphql-content-blocks with WPGraphQL for ACF 2.x)"`,
    `type ${type} implements EditorBlock & PageEditorBlock & PostEditorBlock {`,
    `  attributes: ${type}Attributes`,
    '  clientId: String',
    '  name: String',
    '  parentClientId: String',
    '  renderedHtml: String',
    '}',
    '',
    `"Attributes of the ${type} Block Type"`,
    `type ${type}Attributes {`,
    '  anchor: String',
    '  className: String',
    '  data: BlockAttributesObject!',
    '}',
  ].join('\n');
}

/** The generated SDL of every ACF block name of the registry. */
export function acfBlocksSdl(definitions: readonly BlockDefinition[]): string {
  const names = definitions.flatMap((definition) => definition.names.filter((name) => name.startsWith('acf/'))).sort();
  return names.map(acfBlockSdl).join('\n\n');
}

/** A field's selection: its name, with every field below it when it is an object (a typed attribute such as a table's rows). */
function selection(name: string, type: GraphQLObjectType | undefined, indent: string, depth = 0): string {
  if (type === undefined || depth > 4) return `${indent}${name}`;
  const inner = Object.values(type.getFields()).map((field) => {
    const named = getNamedType(field.type);
    return selection(field.name, isObjectType(named) ? named : undefined, `${indent}  `, depth + 1);
  });
  return `${indent}${name} {\n${inner.join('\n')}\n${indent}}`;
}


interface BlockSelection {
  readonly typeName: string;
  readonly fields: ReadonlyArray<{ readonly name: string; readonly type: string; readonly text: string }>;
  readonly html: boolean;
}

/** The blocks whose selected attributes disagree in type with the most common type of the same name. */
function clashingTypes(selections: readonly BlockSelection[]): Set<string> {
  const byField = new Map<string, Map<string, number>>();
  for (const { fields } of selections) {
    for (const field of fields) {
      const counts = byField.get(field.name) ?? new Map<string, number>();
      counts.set(field.type, (counts.get(field.type) ?? 0) + 1);
      byField.set(field.name, counts);
    }
  }
  const common = new Map([...byField].map(([name, counts]) => [name, [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0]]));
  return new Set(selections.filter(({ fields }) => fields.some((field) => common.get(field.name) !== field.type)).map(({ typeName }) => typeName));
}

/**
 * The `BlockAttributes` fragment; throws when a block's GraphQL type is missing from the schema.
 * `readsSavedHtml` names the block types whose attributes the engine may read from the block's
 * HTML (they get `renderedHtml`).
 */
export function blockAttributesFragment(schema: GraphQLSchema, definitions: readonly BlockDefinition[], readsSavedHtml: (name: string, definition: BlockDefinition) => boolean): string {
  const missing: string[] = [];
  const selections: BlockSelection[] = [];
  const attributesTypeOf = (name: string) => {
    const type = schema.getType(blockTypeName(name));
    const attributesField = isObjectType(type) ? type.getFields().attributes : undefined;
    const attributesType = attributesField ? getNamedType(attributesField.type) : undefined;
    return isObjectType(attributesType) ? attributesType : undefined;
  };
  // A definition's older names (`core-embed/youtube`, `core/text`) are no block type WordPress
  // registers today, so content-blocks never serves them; at least one name must have a type.
  for (const definition of definitions) {
    if (!definition.names.some((name) => attributesTypeOf(name) !== undefined)) missing.push(...definition.names.map((name) => `${name} (${blockTypeName(name)})`));
  }
  const entries = definitions.flatMap((definition) => definition.names.map((name) => [name, definition] as const)).sort(([a], [b]) => a.localeCompare(b));
  for (const [name, definition] of entries) {
    const typeName = blockTypeName(name);
    const attributesType = attributesTypeOf(name);
    if (attributesType === undefined) continue;
    const available = attributesType.getFields();
    const read = name.startsWith('acf/') ? ['anchor', 'className', 'data'] : shapeOf(definition.schema).map(([key]) => key);
    const fields = [...new Set(read)]
      .filter((field) => field in available)
      .sort()
      .map((field) => {
        const fieldType = available[field]!.type;
        const named = getNamedType(fieldType);
        return { name: field, type: String(fieldType), text: selection(field, isObjectType(named) ? named : undefined, '      ') };
      });
    const html = !name.startsWith('acf/') && readsSavedHtml(name, definition);
    if (fields.length > 0 || html) selections.push({ typeName, fields, html });
  }
  if (missing.length > 0) {
    throw new Error(`No GraphQL block type in codegen/schema.graphql for: ${missing.join(', ')}. Core blocks: add the type with the attributes WordPress registers; ACF blocks are generated.`);
  }
  const clashing = clashingTypes(selections);
  const parts = selections.map(({ typeName, fields, html }) => {
    const key = clashing.has(typeName) ? `${attributesAlias(typeName)}: attributes` : 'attributes';
    const attributes = fields.length === 0 ? [] : [`    ${key} {\n${fields.map((field) => field.text).join('\n')}\n    }`];
    return `  ... on ${typeName} {\n${[...(html ? ['    renderedHtml'] : []), ...attributes].join('\n')}\n  }`;
  });
  return [
    '# Generated by npm run codegen from the block registry. Do not edit.',
    "# Each block type's attributes as wp-graphql-content-blocks serves them: the fields its schema reads",
    '# (under an alias where one name has two types across blocks), and its saved HTML (renderedHtml)',
    '# only where attributes are read from it (scripts/codegen/block-graphql.ts).',
    'fragment BlockAttributes on EditorBlock {',
    ...parts,
    '}',
    '',
  ].join('\n');
}

/** wp-graphql-gutenberg's type of one block name: `core/paragraph` -> `CoreParagraphBlock`. */
export function gutenbergBlockSdl(blockName: string): string {
  return `"${blockName} (wp-graphql-gutenberg)"\ntype ${blockTypeName(blockName)}Block implements Block {\n  attributesJSON: String\n  innerBlocks: [Block!]\n  name: String!\n  originalContent: String\n}`;
}

/** The generated wp-graphql-gutenberg types of every block name of the registry. */
export function gutenbergBlocksSdl(definitions: readonly BlockDefinition[]): string {
  return definitions.flatMap((definition) => definition.names).sort().map(gutenbergBlockSdl).join('\n\n');
}
