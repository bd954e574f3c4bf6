/**
 * What `npm run codegen` writes for WordPress (scripts/codegen/wordpress.ts): each field helper
 * becomes the ACF field that stores what the schema reads, keys never move, schemas ACF could not
 * store are refused with the field named, and the site's own field groups give exactly the GraphQL
 * fields codegen/schema.graphql says WPGraphQL for ACF serves.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, getNamedType, isListType, isNonNullType, isObjectType, type GraphQLObjectType, type GraphQLOutputType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { choice, defineBlock, editorField, flag, group, html, image, link, numeric, repeater, text } from '../../engine';
import { corners, fileUrl, memberId, onUnlessZero, postIds } from '../../block-schemas/shared/fields';
import { blockDescription, blockFieldGroup, blockJson, humanize, PREVIEW_CALLBACK, siteFieldGroupsJson, type AcfField } from '../../scripts/codegen/wordpress';
import { OPTIONS_PAGE, siteFieldGroups } from '../../scripts/codegen/site-field-groups';

const root = path.resolve(__dirname, '../..');
const byName = (fields: readonly AcfField[], name: string): AcfField => {
  const found = fields.find((field) => field.name === name);
  if (!found) throw new Error(`no field ${name} among ${fields.map((field) => field.name).join(', ')}`);
  return found;
};

const everyHelper = defineBlock({
  names: ['acf/every-helper', 'acf/every-helper-alias'],
  fields: {
    heading: text(),
    body: html(),
    cta: link(),
    picture: image(),
    dark: flag(),
    use_defaults: onUnlessZero(),
    total_sf: numeric(),
    width: choice(['container', 'full']),
    corners: corners(),
    director: memberId(),
    quotes: postIds('employee'),
    video_file: fileUrl(),
    cards: repeater({ title: text(), links: repeater({ link: link() }) }),
    meta: group({ image: image() }),
  },
});

describe('ACF field groups of blocks', () => {
  const generated = blockFieldGroup(everyHelper);
  const field = (name: string) => byName(generated.fields, name);

  it('gives each field helper the ACF field that stores what the schema reads', () => {
    expect(generated.fields.map(({ name, type }) => `${name}:${type}`)).toEqual([
      'heading:text',
      'body:wysiwyg',
      'cta:link',
      'picture:image',
      'dark:true_false',
      'use_defaults:true_false',
      'total_sf:number',
      'width:select',
      'corners:checkbox',
      'director:post_object',
      'quotes:relationship',
      'video_file:url',
      'cards:repeater',
      'meta:group',
    ]);
    expect(field('picture')).toMatchObject({ return_format: 'id' });
    expect(field('cta')).toMatchObject({ return_format: 'array' });
    expect(field('width')).toMatchObject({ choices: { container: 'Container', full: 'Full' }, default_value: 'container', multiple: 0, allow_null: 0 });
    expect(field('corners')).toMatchObject({ choices: { tl: 'Top left', tr: 'Top right', br: 'Bottom right', bl: 'Bottom left' }, return_format: 'value' });
    expect(field('director')).toMatchObject({ post_type: ['leader'], return_format: 'id', multiple: 0 });
    expect(field('quotes')).toMatchObject({ post_type: ['employee'], return_format: 'id' });
    // The defaults are what the schema makes of a missing value.
    expect(field('dark')).toMatchObject({ default_value: 0 });
    expect(field('use_defaults')).toMatchObject({ default_value: 1 });
  });

  it('nests repeaters and groups with their sub fields', () => {
    const cards = field('cards');
    expect(cards.sub_fields?.map(({ name, type }) => `${name}:${type}`)).toEqual(['title:text', 'links:repeater']);
    expect(byName(cards.sub_fields ?? [], 'links').sub_fields?.map(({ name, type }) => `${name}:${type}`)).toEqual(['link:link']);
    expect(field('meta').sub_fields?.map(({ name, type }) => `${name}:${type}`)).toEqual(['image:image']);
  });

  it('leaves out the block attributes anchor and className, and locates the group on every name', () => {
    expect(generated.fields.map(({ name }) => name)).not.toContain('anchor');
    expect(generated.location).toEqual([[{ param: 'block', operator: '==', value: 'acf/every-helper' }], [{ param: 'block', operator: '==', value: 'acf/every-helper-alias' }]]);
  });

  it('labels fields by their names unless the schema gives a label', () => {
    expect(field('total_sf').label).toBe('Total SF');
    expect(field('use_defaults').label).toBe('Use defaults');
    expect(field('video_file').instructions).toMatch(/URL/);
    const labelled = blockFieldGroup(defineBlock({ names: ['acf/labelled'], fields: { desktopBg: editorField(image(), { label: 'Background (desktop)', instructions: 'At least 1920 px wide' }) } }));
    expect(labelled.fields[0]).toMatchObject({ label: 'Background (desktop)', instructions: 'At least 1920 px wide', type: 'image' });
    expect(humanize('cta_region_card_grid_2')).toBe('CTA region card grid 2');
  });

  it('derives keys from the block and the field path only: adding or moving fields never moves a key', () => {
    const before = blockFieldGroup(defineBlock({ names: ['acf/keyed'], fields: { title: text(), items: repeater({ name: text() }) } }));
    const after = blockFieldGroup(defineBlock({ names: ['acf/keyed'], fields: { intro: html(), items: repeater({ photo: image(), name: text() }), title: text() } }));
    const keys = (fields: readonly AcfField[], prefix = ''): Record<string, string> =>
      Object.assign({}, ...fields.map((entry) => ({ [`${prefix}${entry.name}`]: entry.key, ...keys(entry.sub_fields ?? [], `${prefix}${entry.name}.`) })));
    const old = keys(before.fields);
    const now = keys(after.fields);
    for (const [fieldPath, key] of Object.entries(old)) expect(now[fieldPath], fieldPath).toBe(key);
    expect(before.key).toBe(after.key);
    expect(Object.values(now).every((key) => /^field_[0-9a-f]{13}$/.test(key))).toBe(true);
    expect(new Set(Object.values(now)).size).toBe(Object.keys(now).length);
    const other = blockFieldGroup(defineBlock({ names: ['acf/other'], fields: { title: text() } }));
    expect(other.fields[0]?.key).not.toBe(old.title);
  });

  it('refuses fields that ACF would store under the keys of a sibling', () => {
    expect(() => blockFieldGroup(defineBlock({ names: ['acf/clash'], fields: { hero: group({ title: text() }), hero_title: text() } }))).toThrow('acf/clash hero: ACF would store it under the same keys as the sibling field hero_title');
    expect(() => blockFieldGroup(defineBlock({ names: ['acf/clash-rows'], fields: { rows: repeater({ a: text() }), rows_0_a: text() } }))).toThrow(/rows_0_a/);
  });

  it('refuses a field no ACF field can store, naming it and the way out', () => {
    expect(() => blockFieldGroup(defineBlock({ names: ['acf/dated'], fields: { items: repeater({ when: z.date() }) } }))).toThrow('acf/dated items.when: a date field has no ACF field; say which with editorField()');
    expect(() => blockFieldGroup(defineBlock({ names: ['acf/ids'], fields: { ids: z.array(z.number()) } }))).toThrow('acf/ids ids: a list of number has no ACF field; say which with editorField()');
  });
});

describe('block.json', () => {
  it('registers the block for ACF, with anchor and class name, in the site category, previewed by the plugin', () => {
    expect(blockJson('acf/text-grid', 'A grid.')).toMatchObject({
      name: 'acf/text-grid',
      title: 'Text grid',
      description: 'A grid.',
      category: 'larkspur',
      supports: { anchor: true, className: true, customClassName: true },
      acf: { mode: 'preview', renderCallback: PREVIEW_CALLBACK },
    });
    const php = readFileSync(path.join(root, 'wordpress/larkspur-site/includes/acf.php'), 'utf8');
    expect(php).toContain(`function ${PREVIEW_CALLBACK}(`);
    expect(php).toContain("'slug'  => 'larkspur'");
  });

  it('describes the block with the first sentence of its schema comment, without developer references', () => {
    const source = "/** Shared. */\nexport const X = 1;\n\n/**\n * acf/text-grid: a heading over a grid (spec 3 \"Grid\").\n * More detail `width`.\n */\nexport default defineBlock({";
    expect(blockDescription(source)).toBe('A heading over a grid.');
  });
});

/** WPGraphQL for ACF's GraphQL name of an ACF field name: `media_contact_hide` → `mediaContactHide`. */
const graphqlName = (name: string) => name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
const typeName = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

const SCALARS: Readonly<Record<string, string>> = {
  text: 'String',
  textarea: 'String',
  wysiwyg: 'String',
  email: 'String',
  url: 'String',
  radio: 'String',
  number: 'Float',
  true_false: 'Boolean',
  image: 'AcfMediaItemConnectionEdge',
  link: 'AcfLink',
  post_object: 'AcfContentNodeConnection',
};

/** Checks that every field of a GraphQL field-group type is an ACF field of the right type. */
function expectServes(type: GraphQLObjectType, fields: readonly AcfField[], where: string): void {
  for (const gqlField of Object.values(type.getFields())) {
    const acf = fields.find((field) => graphqlName(field.name) === gqlField.name);
    expect(acf, `${where}.${gqlField.name} has an ACF field`).toBeDefined();
    if (acf === undefined) continue;
    const fieldType: GraphQLOutputType = isNonNullType(gqlField.type) ? gqlField.type.ofType : gqlField.type;
    const named = getNamedType(fieldType);
    if (acf.type === 'repeater' || acf.type === 'group') {
      expect(isListType(fieldType), `${where}.${gqlField.name} is a ${acf.type}`).toBe(acf.type === 'repeater');
      expect(named.name).toBe(`${type.name}${typeName(gqlField.name)}`);
      if (isObjectType(named)) expectServes(named, acf.sub_fields ?? [], `${where}.${gqlField.name}`);
    } else {
      expect(named.name, `${where}.${gqlField.name} (${acf.type})`).toBe(SCALARS[acf.type]);
    }
  }
}

describe('the field groups of the post types, menu items and options page', () => {
  const schema = buildSchema(readFileSync(path.join(root, 'codegen/schema.graphql'), 'utf8'));
  const LOCATED: Readonly<Record<string, string>> = { page: 'Page', post: 'Post', leader: 'Leader', employee: 'Employee', market: 'Market', job_opening: 'JobOpening' };
  const json = siteFieldGroupsJson();

  it.each(siteFieldGroups.map((group, index) => [group.graphqlFieldName, group, json[index]] as const))('%s gives what codegen/schema.graphql reads of it', (name, group, generated) => {
    const owner = group.location.kind === 'post_type' ? LOCATED[group.location.postType] : group.location.kind === 'nav_menu_item' ? 'MenuItem' : OPTIONS_PAGE.graphqlTypeName;
    const ownerType = schema.getType(owner ?? '');
    if (!isObjectType(ownerType)) throw new Error(`${owner} is not an object type of the schema`);
    const field = ownerType.getFields()[name];
    expect(field, `${owner}.${name}`).toBeDefined();
    const type = getNamedType(field?.type);
    expect(type?.name).toBe(typeName(name));
    if (isObjectType(type) && generated) expectServes(type, generated.fields, `${owner}.${name}`);
    expect(generated).toMatchObject({ show_in_graphql: 1, graphql_field_name: name });
  });

  it('the plugin registers the options page under the slug and GraphQL type name the groups use', () => {
    const php = readFileSync(path.join(root, 'wordpress/larkspur-site/includes/acf.php'), 'utf8');
    expect(php).toContain(`'menu_slug'         => '${OPTIONS_PAGE.slug}'`);
    expect(php).toContain(`'graphql_type_name' => '${OPTIONS_PAGE.graphqlTypeName}'`);
  });
});
