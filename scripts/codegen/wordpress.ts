/**
 * The WordPress side of the block registry: from every ACF block's schema, the
 * `block.json` WordPress registers the block type with, and the ACF field group (ACF's local JSON
 * format) whose fields store exactly the flattened keys the schema reads. Both go into the plugin
 * folder `wordpress/larkspur-site/`, with the field groups of the post types and the options page
 * (scripts/codegen/site-field-groups.ts).
 *
 * The schema is walked as the engine walks it (`shapeOf`, which consults `fieldKinds`), so a
 * group or repeater here is one for `unflatten` too. The field helpers decide the ACF type:
 * `text()` text, `html()` wysiwyg, `link()` link, `image()` image (stored as the attachment id),
 * `flag()` true/false, `numeric()` number, `choice([...])` select, `repeater()` repeater, `group()`
 * group, a list of choices a checkbox; `editorField()` says what a schema cannot (a post object,
 * a relationship, a URL). Keys are derived from the block name and the field path, so
 * regenerating never changes a key and never orphans stored data.
 */
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { commonFields, type BlockDefinition } from '../../engine';
import { editorFields, type EditorField } from '../../engine/flatten/editor';
import { shapeOf, type FieldNode } from '../../engine/flatten/walk';
import { fieldIsRequired } from '../../engine/validate/json-schema';
import { arrayElement, enumValues, objectShape, schemaType, unwrap } from '../../engine/zod-def';
import { siteFieldGroups, type SiteField } from './site-field-groups';

export const PLUGIN_DIR = 'wordpress/larkspur-site';
/** The folder of generated field groups (ACF's `acf/settings/load_json` path). */
export const ACF_JSON_DIR = `${PLUGIN_DIR}/acf-json`;
/** One folder per ACF block name, holding its block.json. */
export const BLOCKS_DIR = `${PLUGIN_DIR}/blocks`;
/** The PHP function the plugin renders every ACF block's editor preview with. */
export const PREVIEW_CALLBACK = 'larkspur_site_render_block_preview';
/** The block category the plugin registers for the site's blocks. */
export const BLOCK_CATEGORY = 'larkspur';

/** An ACF field in ACF's local JSON format (ACF fills the settings a field leaves out with its defaults). */
export interface AcfField {
  readonly key: string;
  readonly label: string;
  readonly name: string;
  readonly type: string;
  readonly instructions: string;
  /** 1 for a field the schema requires (`{ required: true }`): ACF marks it and refuses to save it empty. */
  readonly required: 0 | 1;
  readonly sub_fields?: readonly AcfField[];
  readonly choices?: Readonly<Record<string, string>>;
  readonly [setting: string]: unknown;
}

export interface AcfFieldGroup {
  readonly key: string;
  readonly title: string;
  readonly fields: readonly AcfField[];
  readonly location: ReadonlyArray<ReadonlyArray<{ readonly param: string; readonly operator: '=='; readonly value: string }>>;
  readonly [setting: string]: unknown;
}

export interface GeneratedFile {
  readonly path: string;
  readonly content: string;
}

/** ACF's own key shape (`field_` + 13 hex digits), derived from what the field is rather than random. */
const stableKey = (prefix: 'field' | 'group', identity: string): string =>
  `${prefix}_${createHash('sha1').update(identity).digest('hex').slice(0, 13)}`;

const ACRONYMS: Readonly<Record<string, string>> = { cta: 'CTA', faq: 'FAQ', esg: 'ESG', sf: 'SF', url: 'URL', id: 'ID', gdpr: 'GDPR', us: 'US' };

/** `main_header` → 'Main header', `desktopBg` → 'Desktop bg', `total_sf` → 'Total SF'. */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_\-/]+/)
    .filter((word) => word !== '')
    .map((word) => ACRONYMS[word.toLowerCase()] ?? word.toLowerCase());
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

const choiceLabel = (value: string, labels: Readonly<Record<string, string>> = {}): string =>
  labels[value] ?? (value === '' ? 'Default' : /^[a-z]/.test(value) ? humanize(value) : value);

const choicesOf = (values: readonly string[], labels?: Readonly<Record<string, string>>) => Object.fromEntries(values.map((value) => [value, choiceLabel(value, labels)]));

const coreOf = (schema: z.ZodType): z.ZodType => unwrap(schema).at(-1) as z.ZodType;

/** What `editorField()` said of a field, on any of its wrappers. */
const editorOf = (schema: z.ZodType): EditorField =>
  unwrap(schema)
    .map((link) => editorFields.get(link))
    .find((found) => found !== undefined) ?? {};

/** The field schemas of an object (a block, a group) or of a repeater's rows. */
export function objectFields(schema: z.ZodType): Record<string, z.ZodType> {
  const core = coreOf(schema);
  const element = arrayElement(core);
  return objectShape(element === undefined ? core : coreOf(element)) ?? {};
}

/** What the schema makes of a missing value: ACF's default for the field. */
function defaultOf(schema: z.ZodType): unknown {
  const parsed = schema.safeParse(undefined);
  return parsed.success ? parsed.data : undefined;
}

/** Where a field sits, for error messages and keys: `acf/text-grid` `items.cta`. */
interface FieldPlace {
  readonly owner: string;
  readonly path: readonly string[];
}

const placeName = ({ owner, path }: FieldPlace) => `${owner} ${path.join('.')}`;

function base(place: FieldPlace, name: string, type: string, editor: EditorField, required = false): AcfField {
  return {
    key: stableKey('field', `${place.owner}:${place.path.join('.')}`),
    label: editor.label ?? humanize(name),
    name,
    type,
    instructions: editor.instructions ?? '',
    required: required ? 1 : 0,
  };
}

const TYPE_SETTINGS: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  text: { default_value: '', placeholder: '' },
  textarea: { default_value: '', rows: 4, new_lines: '' },
  wysiwyg: { default_value: '', tabs: 'all', toolbar: 'full', media_upload: 1, delay: 0 },
  number: { default_value: '', min: '', max: '', step: 'any' },
  url: { default_value: '', placeholder: '' },
  email: { default_value: '', placeholder: '' },
  link: { return_format: 'array' },
  image: { return_format: 'id', library: 'all', preview_size: 'medium', mime_types: '' },
};

/**
 * The ACF field for one field of a block schema. Throws, naming the field, when the schema's
 * type has no ACF field that would store what the schema reads.
 */
function blockField(place: FieldPlace, name: string, node: FieldNode, schema: z.ZodType): AcfField {
  const editor = editorOf(schema);
  // A group is never required itself: its sub fields say what must be filled.
  const required = node.type !== 'group' && fieldIsRequired(schema);
  const field = (type: string, settings: Record<string, unknown> = {}) => ({ ...base(place, name, type, editor, required), ...TYPE_SETTINGS[type], ...settings });
  const children = () => blockFields(place, objectFields(schema), node.type === 'group' ? node.shape : node.type === 'repeater' ? node.item : []);
  if (editor.field !== undefined) {
    const { type } = editor.field;
    if (type === 'post_object' || type === 'relationship') {
      const expected = type === 'post_object' ? 'value' : 'list';
      if (node.type !== expected) throw new Error(`${placeName(place)}: a ${type} field needs a schema that reads ${type === 'post_object' ? 'one id' : 'a list of ids'}`);
      return type === 'post_object'
        ? field(type, { post_type: [editor.field.postType], return_format: 'id', multiple: 0, allow_null: 1, ui: 1 })
        : field(type, { post_type: [editor.field.postType], return_format: 'id', filters: ['search'], min: '', max: '' });
    }
    if (node.type !== 'value') throw new Error(`${placeName(place)}: a ${type} field needs a schema that reads one value`);
    return field(type);
  }
  switch (node.type) {
    case 'group':
      return field('group', { layout: 'block', sub_fields: children() });
    case 'repeater':
      return field('repeater', { layout: 'block', min: required ? 1 : 0, max: 0, button_label: `Add ${humanize(name).toLowerCase()}`, sub_fields: children() });
    case 'list': {
      const list = arrayElement(coreOf(schema));
      const element = list === undefined ? undefined : coreOf(list);
      const values = element === undefined ? undefined : enumValues(element);
      if (element === undefined || values === undefined) throw new Error(`${placeName(place)}: a list of ${element === undefined ? 'nothing' : schemaType(element)} has no ACF field; say which with editorField()`);
      return field('checkbox', { choices: choicesOf(values, editor.choiceLabels), default_value: [], layout: 'horizontal', return_format: 'value' });
    }
    case 'value':
      break;
  }
  if (node.kind === 'html') return field('wysiwyg');
  if (node.kind === 'link') return field('link');
  if (node.kind === 'image') return field('image');
  const core = coreOf(schema);
  const type = schemaType(core);
  const values = enumValues(core);
  if (values !== undefined) {
    const fallback = defaultOf(schema);
    return field('select', {
      choices: choicesOf(values, editor.choiceLabels),
      default_value: typeof fallback === 'string' ? fallback : values[0],
      return_format: 'value',
      multiple: 0,
      allow_null: 0,
      ui: 0,
    });
  }
  if (type === 'string') return field('text');
  if (type === 'number') return field('number');
  if (type === 'boolean') return field('true_false', { default_value: defaultOf(schema) === true ? 1 : 0, ui: 1, message: '' });
  throw new Error(`${placeName(place)}: a ${type} field has no ACF field; say which with editorField()`);
}

/**
 * ACF stores a group `g` with sub field `s` under `g_s`, and row `i` of a repeater `r` under
 * `r_i_…`: a sibling whose own name has that form would share keys with it, and no reader could
 * tell them apart.
 */
function checkKeysApart(place: FieldPlace, names: readonly string[], nodes: readonly FieldNode[]): void {
  nodes.forEach((node, index) => {
    const name = names[index] as string;
    if (node.type !== 'group' && node.type !== 'repeater') return;
    const clash = names.find((other) => other !== name && (node.type === 'repeater' ? new RegExp(`^${name}_\\d+_`).test(other) : other.startsWith(`${name}_`) && node.shape.some(([sub]) => other === `${name}_${sub}` || other.startsWith(`${name}_${sub}_`))));
    if (clash !== undefined) throw new Error(`${placeName({ ...place, path: [...place.path, name] })}: ACF would store it under the same keys as the sibling field ${clash}`);
  });
}

const COMMON_FIELDS: ReadonlySet<string> = new Set(Object.keys(commonFields));

function blockFields(place: FieldPlace, schemas: Record<string, z.ZodType>, shape: ReturnType<typeof shapeOf>): AcfField[] {
  const entries = shape.filter(([name]) => place.path.length > 0 || !COMMON_FIELDS.has(name));
  checkKeysApart(
    place,
    entries.map(([name]) => name),
    entries.map(([, node]) => node),
  );
  return entries.map(([name, node]) => blockField({ owner: place.owner, path: [...place.path, name] }, name, node, schemas[name] as z.ZodType));
}

/** A block's title: its name made readable (`acf/cta-region-card-grid-2` → 'CTA region card grid 2'). */
export const blockTitle = (name: string): string => humanize(name.replace(/^acf\//, ''));

/**
 * The first sentence of the comment above the schema's `defineBlock`, without the block names it
 * starts with: the description editors see in the inserter.
 */
export function blockDescription(source: string): string {
  const comment = /\/\*\*((?:[^*]|\*(?!\/))*)\*\/\s*export default defineBlock/.exec(source)?.[1] ?? '';
  const text = comment
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trim())
    .join(' ')
    .replace(/`/g, '')
    // References to the specification are for developers, not for editors.
    .replace(/\s*\(spec [^)]*\)/gi, '')
    .replace(/\s+/g, ' ')
    .trim();
  const body = /^(?:acf\/[^:]*|spec [\d.]+):\s*(.*)$/i.exec(text)?.[1] ?? text;
  const sentence = /^(.*?[.!?])(\s|$)/.exec(body)?.[1] ?? body;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** How every generated field group shows in the editor. */
const GROUP_SETTINGS = { menu_order: 0, position: 'normal', style: 'default', label_placement: 'top', instruction_placement: 'label', active: true } as const;

/** The ACF field group of one block definition (every name of the definition is a location). */
export function blockFieldGroup(definition: BlockDefinition, description = ''): AcfFieldGroup {
  const [primary] = definition.names;
  const names = definition.names.filter((name) => name.startsWith('acf/'));
  return {
    key: stableKey('group', `block:${primary}`),
    title: `Block: ${blockTitle(primary)}`,
    fields: blockFields({ owner: primary, path: [] }, objectFields(definition.schema), shapeOf(definition.schema)),
    location: names.map((name) => [{ param: 'block', operator: '==', value: name }]),
    ...GROUP_SETTINGS,
    description,
    // The site reads the block's stored `data` (the flattened keys) through content-blocks; the
    // resolved fields WPGraphQL for ACF would add to the block type are not used.
    show_in_rest: 0,
    show_in_graphql: 0,
  };
}

const ICONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/form/, 'feedback'],
  [/hero/, 'cover-image'],
  [/carousel|slider|gallery/, 'slides'],
  [/quote/, 'format-quote'],
  [/faq|accordion/, 'list-view'],
  [/map|region/, 'location-alt'],
  [/leader|team|board|employee|directors/, 'groups'],
  [/video/, 'video-alt3'],
  [/download|report|archive/, 'download'],
  [/news|posts|insights/, 'admin-post'],
  [/search/, 'search'],
  [/timeline/, 'backup'],
  [/separator/, 'minus'],
  [/number|statistic|highlight/, 'chart-bar'],
  [/job/, 'businessperson'],
  [/contact/, 'email'],
  [/cta|card/, 'megaphone'],
  [/image/, 'format-image'],
  [/grid|col/, 'grid-view'],
];

const iconOf = (name: string): string => ICONS.find(([pattern]) => pattern.test(name))?.[1] ?? 'layout';

/** The block.json WordPress (with ACF) registers one block name with. */
export function blockJson(name: string, description: string): Record<string, unknown> {
  return {
    $schema: 'https://schemas.wp.org/trunk/block.json',
    apiVersion: 2,
    name,
    title: blockTitle(name),
    description,
    category: BLOCK_CATEGORY,
    icon: iconOf(name),
    textdomain: 'larkspur-site',
    supports: { anchor: true, className: true, customClassName: true, align: false, html: false, mode: true, jsx: false },
    acf: { mode: 'preview', renderCallback: PREVIEW_CALLBACK },
  };
}

// ------------------------------------------------------------------ the site's own field groups

const POST_TYPE_LOCATION = (postType: string) => ({ param: 'post_type', operator: '==' as const, value: postType });

function siteField(place: FieldPlace, field: SiteField): AcfField {
  const editor: EditorField = {};
  const make = (type: string, settings: Record<string, unknown> = {}) => ({ ...base(place, field.name, type, editor), ...TYPE_SETTINGS[type], show_in_graphql: 1, ...settings });
  const children = (fields: readonly SiteField[]) => fields.map((sub) => siteField({ owner: place.owner, path: [...place.path, sub.name] }, sub));
  switch (field.type) {
    case 'radio':
      return make('radio', { choices: choicesOf(field.choices), default_value: field.choices[0], return_format: 'value', layout: 'horizontal', allow_null: 0 });
    case 'post_object':
      return make('post_object', { post_type: [field.postType], return_format: 'id', multiple: 0, allow_null: 1, ui: 1 });
    case 'true_false':
      return make('true_false', { default_value: 0, ui: 1, message: '' });
    case 'repeater':
      return make('repeater', { layout: 'block', min: 0, max: 0, button_label: `Add ${humanize(field.name).toLowerCase()}`, sub_fields: children(field.fields) });
    case 'group':
      return make('group', { layout: 'block', sub_fields: children(field.fields) });
    default:
      return make(field.type);
  }
}

/** The field groups of the post types, menu items and options page, as ACF local JSON. */
export function siteFieldGroupsJson(): AcfFieldGroup[] {
  return siteFieldGroups.map((group) => ({
    key: stableKey('group', `site:${group.graphqlFieldName}`),
    title: group.title,
    fields: group.fields.map((field) => siteField({ owner: group.graphqlFieldName, path: [field.name] }, field)),
    location: [
      [
        group.location.kind === 'post_type'
          ? POST_TYPE_LOCATION(group.location.postType)
          : group.location.kind === 'options_page'
            ? { param: 'options_page', operator: '==' as const, value: group.location.slug }
            : { param: 'nav_menu_item', operator: '==' as const, value: 'all' },
      ],
    ],
    ...GROUP_SETTINGS,
    description: group.description,
    show_in_rest: 0,
    show_in_graphql: 1,
    graphql_field_name: group.graphqlFieldName,
    map_graphql_types_from_location_rules: 0,
    graphql_types: '',
  }));
}

// ------------------------------------------------------------------ files

const json = (value: unknown) => `${JSON.stringify(value, null, 4)}\n`;

export interface AcfBlockSource {
  readonly definition: BlockDefinition;
  /** The schema file's text, for the block's description. */
  readonly source: string;
}

/**
 * Every generated file of the plugin: `blocks/<name>/block.json` per ACF block name, and
 * `acf-json/block-<name>.json` per ACF block definition and `acf-json/site-<group>.json` per site
 * field group. Throws when two fields would get one key.
 */
export function wordpressFiles(blocks: readonly AcfBlockSource[]): GeneratedFile[] {
  const files: GeneratedFile[] = [];
  const groups: AcfFieldGroup[] = [];
  for (const { definition, source } of blocks) {
    if (!definition.names.some((name) => name.startsWith('acf/'))) continue;
    const description = blockDescription(source);
    const group = blockFieldGroup(definition, description);
    groups.push(group);
    files.push({ path: `${ACF_JSON_DIR}/block-${definition.names[0].slice('acf/'.length)}.json`, content: json(group) });
    for (const name of definition.names.filter((candidate) => candidate.startsWith('acf/'))) {
      files.push({ path: `${BLOCKS_DIR}/${name.slice('acf/'.length)}/block.json`, content: json(blockJson(name, description)) });
    }
  }
  for (const group of siteFieldGroupsJson()) {
    groups.push(group);
    files.push({ path: `${ACF_JSON_DIR}/site-${group.graphql_field_name as string}.json`, content: json(group) });
  }
  assertUniqueKeys(groups);
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

function assertUniqueKeys(groups: readonly AcfFieldGroup[]): void {
  const seen = new Map<string, string>();
  const visit = (fields: readonly AcfField[], owner: string) => {
    for (const field of fields) {
      const other = seen.get(field.key);
      if (other !== undefined) throw new Error(`ACF key ${field.key} is given to ${other} and ${owner} ${field.name}`);
      seen.set(field.key, `${owner} ${field.name}`);
      visit(field.sub_fields ?? [], owner);
    }
  };
  for (const group of groups) {
    if (seen.has(group.key)) throw new Error(`ACF key ${group.key} is given to two field groups`);
    seen.set(group.key, group.title);
    visit(group.fields, group.title);
  }
}
