/**
 * The embedded content (content/) as a WordPress import: a WXR file (WordPress eXtended RSS 1.2,
 * what Tools → Export writes and the WordPress importer reads) with the media, pages, posts, the
 * plugin's four post types, categories, tags and menus; and the Site options, the menu locations,
 * the front page and the featured menu items as a JSON file that the plugin's
 * `larkspur_site_import_options()` applies (wordpress/larkspur-site/includes/import.php), since
 * WXR carries neither options nor a menu item's custom fields.
 *
 * Posts keep their ids (the importer asks WordPress for each item's own id, `import_id`, and gets
 * it while it is free), so the ids inside ACF blocks (images, leaders) stay right. Menu items get
 * ids of their own: the importer renumbers them anyway, and the demo's collide with posts'.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type Content,
  type ContentBlock,
  type ContentMedia,
  type ContentMenu,
  type ContentMenuItem,
  type ContentPage,
  type ContentPost,
  type ContentSeo,
  type ContentTerm,
} from '../../content';
import { insertInner } from '../../content/block-html';
import { isRecord, type FlatRecord } from '../../engine';
import { ACF_JSON_DIR, type AcfField, type AcfFieldGroup } from '../codegen/wordpress';
import { acfFieldKey, storeAsAcf } from './acf-storage';

/** The attributes each core block sources from its saved HTML (`source` in its block.json): the editor leaves them out of the comment. */
const SOURCED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  'core/paragraph': ['content'],
  'core/heading': ['content'],
  'core/list': ['values'],
  'core/list-item': ['content'],
  'core/image': ['alt', 'caption', 'href', 'linkClass', 'linkTarget', 'rel', 'title', 'url'],
  'core/button': ['linkTarget', 'rel', 'text', 'title', 'url'],
  'core/table': ['body', 'caption', 'foot', 'head'],
  'core/quote': ['citation', 'value'],
  'core/pullquote': ['citation', 'value'],
  'core/file': ['downloadButtonText', 'fileId', 'fileName', 'textLinkHref', 'textLinkTarget'],
  'core/embed': ['caption'],
  'core/cover': ['poster'],
  'core/gallery': ['caption', 'images'],
  'core/media-text': ['href', 'linkClass', 'linkTarget', 'mediaAlt', 'mediaUrl', 'rel'],
  'core/details': ['name', 'summary'],
  'core/video': ['autoplay', 'caption', 'controls', 'loop', 'muted', 'playsInline', 'poster', 'preload', 'src'],
  'core/audio': ['autoplay', 'caption', 'loop', 'preload', 'src'],
  'core/code': ['content'],
  'core/preformatted': ['content'],
  'core/verse': ['content'],
};

/** The menu locations the plugin registers (wordpress/larkspur-site/includes/content-types.php); the demo's menus carry a location's name as their slug. */
export const MENU_LOCATIONS: readonly string[] = ['main-menu', 'top-nav-bar', 'footer-menu', 'legal-menu'];

/** Ids of the items this export adds (menu items, parent pages): above every id of the content. */
const FIRST_ADDED_ID = 20_001;

/** The plugin's field groups (wordpress/larkspur-site/acf-json/), by file name without `.json`. */
export function readFieldGroups(root = path.resolve(__dirname, '../..')): Map<string, AcfFieldGroup> {
  const folder = path.join(root, ACF_JSON_DIR);
  return new Map(
    readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .map((name) => [name.slice(0, -'.json'.length), JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as AcfFieldGroup]),
  );
}

export interface ExportOptions {
  /** The public URL of the site that serves the media (site/public/images/): the importer downloads each attachment from it. */
  readonly siteUrl: string;
  /** The plugin's field groups (wordpress/larkspur-site/acf-json/), by file name without `.json`. */
  readonly fieldGroups: ReadonlyMap<string, AcfFieldGroup>;
}

/** What `larkspur_site_import_options()` applies: options, menu locations, front page, menu items' fields. */
export interface SiteOptionsImport {
  readonly format: 'larkspur-site-options/1';
  readonly blogname: string;
  readonly blogdescription: string;
  /** The front page's path (`get_page_by_path`). */
  readonly frontPage: string | null;
  /** Menu location => menu slug. */
  readonly menuLocations: Readonly<Record<string, string>>;
  /** The options page's values as ACF keeps them in wp_options (`options_name`, `_options_name`). */
  readonly options: FlatRecord;
  /** A menu item's custom fields, as post meta rows; the item is found by menu and position. */
  readonly menuItemFields: ReadonlyArray<{ readonly menu: string; readonly position: number; readonly meta: FlatRecord }>;
}

export interface WordPressExport {
  readonly wxr: string;
  readonly siteOptions: SiteOptionsImport;
  /** Items per post type, terms per taxonomy, ACF blocks written: what the command reports. */
  readonly counts: Readonly<Record<string, number>>;
  /** Content the export could not carry over as it is (an ACF value no field stores, a missing image). */
  readonly warnings: readonly string[];
}

interface WxrTerm {
  readonly domain: string;
  readonly slug: string;
  readonly name: string;
}

interface WxrItem {
  readonly id: number;
  readonly type: string;
  readonly title: string;
  readonly slug: string;
  /** `YYYY-MM-DDTHH:mm:ss`, site time (UTC on a new WordPress). */
  readonly date: string;
  readonly status: 'publish' | 'draft' | 'inherit';
  readonly parent: number;
  readonly menuOrder: number;
  readonly link: string;
  readonly content: string;
  readonly excerpt: string;
  readonly terms: readonly WxrTerm[];
  readonly meta: ReadonlyArray<readonly [string, unknown]>;
  readonly attachmentUrl?: string;
}

// ---------------------------------------------------------------- XML and PHP values

// Characters XML 1.0 does not allow in a document at all.
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text as WordPress's `wxr_cdata` writes it: one CDATA section, `]]>` split across two. */
export function cdata(text: string): string {
  return `<![CDATA[${text.replace(INVALID_XML, '').replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
}

const escapeAttribute = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A value as PHP's `serialize` writes it: how WordPress keeps an array in a meta row. */
export function phpSerialize(value: unknown): string {
  if (typeof value === 'string') return `s:${Buffer.byteLength(value, 'utf8')}:"${value}";`;
  if (typeof value === 'number' && Number.isInteger(value)) return `i:${value};`;
  if (typeof value === 'boolean') return `b:${value ? 1 : 0};`;
  if (value === null || value === undefined) return 'N;';
  const entries: Array<[string | number, unknown]> = Array.isArray(value) ? value.map((item, index) => [index, item]) : isRecord(value) ? Object.entries(value) : [];
  const body = entries.map(([key, item]) => `${typeof key === 'number' ? `i:${key};` : phpSerialize(key)}${phpSerialize(item)}`).join('');
  return `a:${entries.length}:{${body}}`;
}

/** A meta value as the export writes it: strings as they are, arrays serialized, numbers as digits. */
const metaText = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : phpSerialize(value));

// ---------------------------------------------------------------- blocks

/**
 * A block's attributes as the block editor writes them into its comment (Gutenberg's
 * `serializeAttributes`): JSON with `--`, `<`, `>`, `&` and escaped quotes as unicode escapes,
 * so the comment never ends early and the HTML around it stays well formed.
 */
export function serializeAttributes(attributes: Record<string, unknown>): string {
  return JSON.stringify(attributes)
    .replace(/--/g, '\\u002d\\u002d')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    // An escaped quote, but not a quote after an escaped backslash (a string that ends in `\`).
    .replace(/\\\\|\\"/g, (escape) => (escape === '\\"' ? '\\u0022' : escape));
}

/** The comment-delimited block, as `serialize()` in the block editor writes it. */
function delimited(name: string, attributes: Record<string, unknown>, html: string): string {
  const commentName = name.startsWith('core/') ? name.slice('core/'.length) : name;
  const attributesText = Object.keys(attributes).length > 0 ? ` ${serializeAttributes(attributes)}` : '';
  if (html === '') return `<!-- wp:${commentName}${attributesText} /-->`;
  return `<!-- wp:${commentName}${attributesText} -->\n${html}\n<!-- /wp:${commentName} -->`;
}

class BlockWriter {
  /** ACF block name => the field group the plugin registers for it. */
  private readonly groups = new Map<string, AcfFieldGroup>();
  acfBlocks = 0;

  constructor(
    fieldGroups: ReadonlyMap<string, AcfFieldGroup>,
    private readonly mediaUrl: (pathOrUrl: string) => string,
    private readonly warnings: string[],
  ) {
    for (const group of fieldGroups.values()) {
      for (const [rule] of group.location) if (rule?.param === 'block') this.groups.set(rule.value, group);
    }
  }

  /** Blocks as the block editor saves them in `post_content`. */
  write(blocks: readonly ContentBlock[], where: string): string {
    return blocks.map((block, index) => this.block(block, `${where} blocks[${index}]`)).join('\n\n');
  }

  private block(block: ContentBlock, where: string): string {
    const parsed: unknown = JSON.parse(block.attributesJSON);
    const attributes = isRecord(parsed) ? parsed : {};
    if (block.name.startsWith('acf/')) return delimited(block.name, this.acfAttributes(block.name, attributes, where), '');
    const sourced = new Set(SOURCED_ATTRIBUTES[block.name] ?? []);
    const kept = Object.fromEntries(Object.entries(attributes).filter(([name]) => !sourced.has(name)));
    const ownHtml = this.localMedia(block.originalContent);
    const inner = block.innerBlocks.map((child, index) => this.block(child, `${where}.innerBlocks[${index}]`)).join('\n\n');
    return delimited(block.name, kept, inner === '' ? ownHtml : insertInner(ownHtml, inner));
  }

  /** ACF's comment: `name`, the `data` with each value's `_name` field key beside it, `mode`, and the block's other attributes (no `id`: ACF 6 keeps none). */
  private acfAttributes(name: string, attributes: Record<string, unknown>, where: string): Record<string, unknown> {
    this.acfBlocks += 1;
    const rest = Object.fromEntries(Object.entries(attributes).filter(([key]) => !['id', 'name', 'data', 'mode'].includes(key)));
    const { data, mode } = attributes;
    const fields = this.groups.get(name)?.fields;
    if (fields === undefined) this.warnings.push(`${where} ${name}: the plugin registers no field group for this block; its data is written without field keys`);
    const keyed: Record<string, unknown> = {};
    for (const [flatName, value] of Object.entries(isRecord(data) ? data : {})) {
      if (flatName.startsWith('_')) continue;
      keyed[flatName] = value;
      const key = fields === undefined ? undefined : acfFieldKey(fields, flatName);
      if (key !== undefined) keyed[`_${flatName}`] = key;
      else if (fields !== undefined) this.warnings.push(`${where} ${name}: no field of the block's group stores '${flatName}'`);
    }
    return { name, data: keyed, mode: typeof mode === 'string' ? mode : 'preview', ...rest };
  }

  /** Media the site serves (`/images/…`) at their full URL, so the importer recognises them and points them at the uploads. */
  private localMedia(html: string): string {
    return html.replace(/(\s(?:src|href)=")(\/images\/[^"]*)"/g, (_match, attribute: string, path: string) => `${attribute}${this.mediaUrl(path)}"`);
  }
}

// ---------------------------------------------------------------- ACF meta

const camelCase = (name: string): string => name.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());

/** Values shaped as WPGraphQL for ACF serves the group (camelCase names; images by `…Id`). */
const readGraphqlShaped = (values: Record<string, unknown>, field: AcfField): unknown => {
  const name = camelCase(field.name);
  return field.type === 'image' ? (values[`${name}Id`] ?? values[name]) : values[name];
};

// ---------------------------------------------------------------- the export

const wpDate = (date: string): string => date.replace('T', ' ').slice(0, 19);
const rfc2822 = (date: string): string => new Date(`${date.slice(0, 19)}Z`).toUTCString().replace('GMT', '+0000');

/** A slug as WordPress's `sanitize_title` makes one from a plain title. */
const slugify = (title: string): string =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&[a-z]+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const stripOuterParagraph = (html: string): string => /^<p>((?:(?!<\/?p\b)[\s\S])*)<\/p>\s*$/.exec(html.trim())?.[1] ?? html;

type Meta = Array<[string, unknown]>;
type MenuItemFields = SiteOptionsImport['menuItemFields'][number];

/** An item's fields unless it has its own. */
const BASE_ITEM = { status: 'publish', parent: 0, menuOrder: 0, content: '', excerpt: '', terms: [], meta: [] } as const;

/**
 * What the parts of one export share: the site's URL, the warnings, the block writer, the media
 * library, the plugin's field groups, and the ids and dates it gives items the content has none for.
 */
class ExportContext {
  readonly siteUrl: string;
  readonly warnings: string[] = [];
  readonly blocks: BlockWriter;
  /** Media: the library, and the leaders' portraits the library does not list. */
  readonly media = new Map<number, ContentMedia>();
  private readonly fieldGroups: ReadonlyMap<string, AcfFieldGroup>;
  private readonly oldest: string;
  private undated = 0;
  private nextId = FIRST_ADDED_ID;

  constructor(content: Content, options: ExportOptions) {
    this.siteUrl = options.siteUrl.replace(/\/+$/, '');
    this.fieldGroups = options.fieldGroups;
    this.blocks = new BlockWriter(options.fieldGroups, this.absolute, this.warnings);
    for (const item of [...content.site.media, ...content.people.flatMap((person) => (person.image ? [person.image] : []))]) this.media.set(item.databaseId, item);
    this.oldest = [...content.pages, ...content.posts].map((node) => node.date).sort()[0] ?? '2020-01-01T00:00:00';
  }

  readonly absolute = (pathOrUrl: string): string => new URL(pathOrUrl, `${this.siteUrl}/`).toString();

  /** The id of an item the content has none for (a menu item, a parent page). */
  addedId(): number {
    return this.nextId++;
  }

  /**
   * The importer skips an item whose type, title and date an item already has (`post_exists`):
   * items without a date of their own (media, leaders, jobs…) get one a second apart, before the
   * oldest page and each older than the one before, so WordPress's order (newest first) is the
   * content's order.
   */
  dateOfUndated(): string {
    return new Date(Date.parse(`${this.oldest}Z`) - 1000 * ++this.undated).toISOString().slice(0, 19);
  }

  readonly imageId = (value: unknown): number => {
    const id = typeof value === 'number' ? value : Number(value);
    if (!this.media.has(id)) this.warnings.push(`image ${String(value)} is not in the media library`);
    return id;
  };

  /** `values` as ACF stores the plugin's field group `groupName` (rows named `prefix` + field name). */
  acfRows(groupName: string, values: Record<string, unknown>, prefix?: string): FlatRecord {
    const found = this.fieldGroups.get(groupName);
    if (found === undefined) throw new Error(`the plugin has no field group ${groupName}.json in wordpress/larkspur-site/acf-json`);
    return storeAsAcf(found.fields, values, { read: readGraphqlShaped, imageId: this.imageId }, prefix);
  }

  acfMeta(groupName: string, values: Record<string, unknown>): Meta {
    return Object.entries(this.acfRows(groupName, values));
  }

  featured(id: number | null): Meta {
    return id === null ? [] : [['_thumbnail_id', this.imageId(id)]];
  }
}

const seoMeta = (seo: ContentSeo): Meta => [
  ['_yoast_wpseo_title', seo.title],
  ['_yoast_wpseo_metadesc', seo.metaDesc],
  // Hidden from search engines in Yoast's row and in the plugin's own (wordpress/larkspur-site/includes/noindex.php), which a WordPress without Yoast reads.
  ...(seo.metaRobotsNoindex === 'noindex' ? ([['_yoast_wpseo_meta-robots-noindex', '1'], ['_larkspur_noindex', '1']] as Meta) : []),
];

/** The content as a WordPress import. */
export function exportWordPress(content: Content, options: ExportOptions): WordPressExport {
  const shared = new ExportContext(content, options);
  const items = [
    ...pageItems(shared, content.pages),
    ...postItems(shared, content),
    ...pluginTypeItems(shared, content),
    // Media after the pages: an attachment takes its file's name as slug, which a page imported
    // later could not have (a page `customers` would become `customers-2`).
    ...attachmentItems(shared),
  ];
  const menus = menuItems(shared, content);
  items.push(...menus.items);
  const siteOptions = siteOptionsImport(shared, content, menus.fields);
  const counts = countsOf(items, content, { 'ACF blocks': shared.blocks.acfBlocks, 'option rows': Object.keys(siteOptions.options).length });
  return { wxr: wxrDocument(content, shared.siteUrl, items), siteOptions, counts, warnings: shared.warnings };
}

/** Pages, with a draft parent for a path no page holds (/region/east/ needs a page `region`). */
function pageItems(shared: ExportContext, pages: readonly ContentPage[]): WxrItem[] {
  const items: WxrItem[] = [];
  const pageIdByUri = new Map<string, number>(pages.map((page) => [page.uri, page.databaseId]));
  const parentOf = (uri: string): number => {
    const segments = uri.split('/').filter(Boolean);
    if (segments.length < 2) return 0;
    const parentUri = `/${segments.slice(0, -1).join('/')}/`;
    let id = pageIdByUri.get(parentUri);
    if (id === undefined) {
      id = shared.addedId();
      pageIdByUri.set(parentUri, id);
      const slug = segments.at(-2) ?? '';
      items.push({ ...BASE_ITEM, id, type: 'page', title: slug.charAt(0).toUpperCase() + slug.slice(1), slug, date: shared.dateOfUndated(), status: 'draft', parent: parentOf(parentUri), link: shared.absolute(parentUri) });
    }
    return id;
  };
  pages.forEach((page, index) => {
    items.push({
      ...BASE_ITEM,
      id: page.databaseId,
      type: 'page',
      title: page.title,
      slug: page.slug,
      date: page.date,
      parent: parentOf(page.uri),
      menuOrder: index,
      link: shared.absolute(page.uri),
      content: shared.blocks.write(page.blocks, page.uri),
      meta: [['_wp_page_template', 'default'], ...shared.featured(page.featuredImageId), ...shared.acfMeta('site-pageLayout', { layoutType: page.layoutType }), ...seoMeta(page.seo)],
    });
  });
  return items;
}

const termOf = (domain: string, terms: readonly ContentTerm[]) => (slug: string): WxrTerm[] => {
  const term = terms.find((candidate) => candidate.slug === slug);
  return term ? [{ domain, slug: term.slug, name: term.name }] : [];
};

function postItems(shared: ExportContext, content: Content): WxrItem[] {
  return content.posts.map((post: ContentPost) => {
    const { postMediaContact, postAuthorData } = post;
    return {
      ...BASE_ITEM,
      id: post.databaseId,
      type: 'post',
      title: post.title,
      slug: post.slug,
      date: post.date,
      link: shared.absolute(post.uri),
      content: shared.blocks.write(post.blocks, post.uri),
      excerpt: stripOuterParagraph(post.excerpt),
      terms: [...post.categories.flatMap(termOf('category', content.site.categories)), ...post.tags.flatMap(termOf('post_tag', content.site.tags))],
      meta: [
        ...shared.featured(post.featuredImageId),
        ...shared.acfMeta('site-postFields', post.postFields),
        ...shared.acfMeta('site-postMediaContact', { ...postMediaContact, aboutCompany: postMediaContact.aboutLarkspurLogistics }),
        ...shared.acfMeta('site-postAuthorData', { displayAuthor: postAuthorData.displayAuthor, author: postAuthorData.author?.databaseId }),
        ...shared.acfMeta('site-postLeadSection', post.postLeadSection),
        ...seoMeta(post.seo),
      ],
    };
  });
}

/** The plugin's post types: leaders, employees, markets and job openings. */
function pluginTypeItems(shared: ExportContext, content: Content): WxrItem[] {
  const { absolute } = shared;
  return [
    ...content.people.map((person): WxrItem => ({ ...BASE_ITEM, id: person.databaseId, type: 'leader', title: person.title, slug: person.slug, date: shared.dateOfUndated(), link: absolute(`/leader/${person.slug}/`), content: person.content, meta: [...shared.featured(person.image?.databaseId ?? null), ...shared.acfMeta('site-leaderFields', { title: person.positionText, position: person.position })] })),
    ...content.employees.map((employee): WxrItem => {
      const slug = slugify(employee.title);
      return { ...BASE_ITEM, id: employee.databaseId, type: 'employee', title: employee.title, slug, date: shared.dateOfUndated(), link: absolute(`/employee/${slug}/`), meta: shared.acfMeta('site-employeeFields', employee.acf_employee) };
    }),
    ...content.markets.map((market): WxrItem => ({ ...BASE_ITEM, id: market.databaseId, type: 'market', title: market.name, slug: market.slug, date: shared.dateOfUndated(), link: absolute(`/market-post/${market.slug}/`), meta: shared.acfMeta('site-marketFields', { ...market }) })),
    ...content.jobs.map((job): WxrItem => {
      const slug = slugify(job.title);
      const jobFields = { applyUrl: job.link, locations: job.allLocations.map((location) => ({ location })), employmentType: job.type, category: job.category };
      return { ...BASE_ITEM, id: job.databaseId, type: 'job_opening', title: job.title, slug, date: shared.dateOfUndated(), link: absolute(`/job_opening/${slug}/`), content: job.content, meta: shared.acfMeta('site-jobFields', jobFields) };
    }),
  ];
}

/** The media library; one file may be several items of it (other alt texts): each keeps its own id. */
function attachmentItems(shared: ExportContext): WxrItem[] {
  const titles = new Set<string>();
  return [...shared.media.values()].map((item) => {
    const url = shared.absolute(item.mediaItemUrl);
    const name = (url.split('/').pop() ?? '').replace(/\.[a-z0-9]+$/i, '');
    const title = titles.has(name) ? `${name}-${item.databaseId}` : name;
    titles.add(title);
    return { ...BASE_ITEM, id: item.databaseId, type: 'attachment', title, slug: slugify(title), date: shared.dateOfUndated(), status: 'inherit', link: url, attachmentUrl: url, meta: [['_wp_attachment_image_alt', item.altText]] };
  });
}

/** A page or post as a menu item points at it. */
interface MenuTarget {
  readonly id: number;
  readonly type: string;
}

/** Menus: items point at the page or post they link to, custom links otherwise. A featured item's fields go to the Site options file. */
function menuItems(shared: ExportContext, content: Content): { items: WxrItem[]; fields: MenuItemFields[] } {
  const targetByUri = new Map<string, MenuTarget>([
    ...content.pages.map((page) => [page.uri, { id: page.databaseId, type: 'page' }] as const),
    ...content.posts.map((post) => [post.uri, { id: post.databaseId, type: 'post' }] as const),
  ]);
  const items: WxrItem[] = [];
  const fields: MenuItemFields[] = [];
  for (const menu of content.site.menus) {
    const idOf = new Map(menu.items.map((item) => [item.databaseId, shared.addedId()] as const));
    menu.items.forEach((item, index) => {
      const position = index + 1;
      if (item.acf_featured_menu_item) {
        const { heading, link, imageId } = item.acf_featured_menu_item;
        fields.push({ menu: menu.slug, position, meta: shared.acfRows('site-featuredMenuItem', { heading, link, imageId }) });
      }
      items.push(menuItem(shared, { menu, item, position, idOf, target: targetByUri.get(item.url) }));
    });
  }
  return { items, fields };
}

interface MenuItemPlace {
  readonly menu: ContentMenu;
  readonly item: ContentMenuItem;
  /** From 1, in the menu's order. */
  readonly position: number;
  /** The menu's item ids in the content => their ids in the file. */
  readonly idOf: ReadonlyMap<number, number>;
  readonly target: MenuTarget | undefined;
}

function menuItem(shared: ExportContext, { menu, item, position, idOf, target }: MenuItemPlace): WxrItem {
  const id = idOf.get(item.databaseId) ?? 0;
  return {
    ...BASE_ITEM,
    id,
    type: 'nav_menu_item',
    title: item.label,
    slug: String(id),
    date: shared.dateOfUndated(),
    menuOrder: position,
    link: shared.absolute(`/?p=${id}`),
    terms: [{ domain: 'nav_menu', slug: menu.slug, name: menu.name }],
    meta: [
      ['_menu_item_type', target ? 'post_type' : 'custom'],
      ['_menu_item_menu_item_parent', String(idOf.get(item.parentDatabaseId) ?? 0)],
      ['_menu_item_object_id', String(target?.id ?? id)],
      ['_menu_item_object', target?.type ?? 'custom'],
      ['_menu_item_target', item.target],
      ['_menu_item_classes', item.cssClasses.length > 0 ? [...item.cssClasses] : ['']],
      ['_menu_item_xfn', ''],
      ['_menu_item_url', target ? '' : item.url],
    ],
  };
}

function siteOptionsImport(shared: ExportContext, content: Content, menuItemFields: readonly MenuItemFields[]): SiteOptionsImport {
  const { siteOptions } = content.site;
  const optionRows = (groupName: string, values: Record<string, unknown>) => shared.acfRows(groupName, values, 'options_');
  const options: FlatRecord = {
    ...optionRows('site-siteSettings', siteOptions.acf_site_options),
    ...optionRows('site-gdpr', { gdprDescription: siteOptions.acf_options_GDPR.gdprFixedFooter.gdprDescription }),
    ...optionRows('site-numberModuleDefaults', { ...siteOptions.numberModule.acf_number_module, numberGrid: siteOptions.numberModule.numberGrid }),
    ...optionRows('site-ctaCardGridDefaults', siteOptions.ctaRegionCardGrid2),
    ...optionRows('site-propertyMailboxes', siteOptions.acf_property_mailboxes),
  };
  const front = content.pages.find((page) => page.isFrontPage);
  const menus = content.site.menus.filter((menu) => MENU_LOCATIONS.includes(menu.slug));
  return {
    format: 'larkspur-site-options/1',
    blogname: content.site.generalSettings.title,
    blogdescription: content.site.generalSettings.description,
    frontPage: front ? front.slug : null,
    menuLocations: Object.fromEntries(menus.map((menu) => [menu.slug, menu.slug])),
    options,
    menuItemFields,
  };
}

/** Items per post type, terms per taxonomy, then `more`: what the command reports. */
function countsOf(items: readonly WxrItem[], content: Content, more: Readonly<Record<string, number>>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[item.type] = (counts[item.type] ?? 0) + 1;
  return Object.assign(counts, { category: content.site.categories.length, post_tag: content.site.tags.length, nav_menu: content.site.menus.length, ...more });
}

// ---------------------------------------------------------------- the document

const AUTHOR = 'larkspur';

function wxrItem(item: WxrItem): string {
  const lines = [
    `\t\t<title>${cdata(item.title)}</title>`,
    `\t\t<link>${escapeAttribute(item.link)}</link>`,
    `\t\t<pubDate>${rfc2822(item.date)}</pubDate>`,
    `\t\t<dc:creator>${cdata(AUTHOR)}</dc:creator>`,
    `\t\t<guid isPermaLink="false">${escapeAttribute(item.attachmentUrl ?? item.link)}</guid>`,
    '\t\t<description></description>',
    `\t\t<content:encoded>${cdata(item.content)}</content:encoded>`,
    `\t\t<excerpt:encoded>${cdata(item.excerpt)}</excerpt:encoded>`,
    `\t\t<wp:post_id>${item.id}</wp:post_id>`,
    `\t\t<wp:post_date>${cdata(wpDate(item.date))}</wp:post_date>`,
    `\t\t<wp:post_date_gmt>${cdata(wpDate(item.date))}</wp:post_date_gmt>`,
    `\t\t<wp:post_modified>${cdata(wpDate(item.date))}</wp:post_modified>`,
    `\t\t<wp:post_modified_gmt>${cdata(wpDate(item.date))}</wp:post_modified_gmt>`,
    `\t\t<wp:comment_status>${cdata('closed')}</wp:comment_status>`,
    `\t\t<wp:ping_status>${cdata('closed')}</wp:ping_status>`,
    `\t\t<wp:post_name>${cdata(item.slug)}</wp:post_name>`,
    `\t\t<wp:status>${cdata(item.status)}</wp:status>`,
    `\t\t<wp:post_parent>${item.parent}</wp:post_parent>`,
    `\t\t<wp:menu_order>${item.menuOrder}</wp:menu_order>`,
    `\t\t<wp:post_type>${cdata(item.type)}</wp:post_type>`,
    `\t\t<wp:post_password>${cdata('')}</wp:post_password>`,
    '\t\t<wp:is_sticky>0</wp:is_sticky>',
    ...(item.attachmentUrl ? [`\t\t<wp:attachment_url>${cdata(item.attachmentUrl)}</wp:attachment_url>`] : []),
    ...item.terms.map((term) => `\t\t<category domain="${escapeAttribute(term.domain)}" nicename="${escapeAttribute(term.slug)}">${cdata(term.name)}</category>`),
    ...item.meta.map(([key, value]) => `\t\t<wp:postmeta>\n\t\t\t<wp:meta_key>${cdata(key)}</wp:meta_key>\n\t\t\t<wp:meta_value>${cdata(metaText(value))}</wp:meta_value>\n\t\t</wp:postmeta>`),
  ];
  return `\t<item>\n${lines.join('\n')}\n\t</item>`;
}

function wxrDocument(content: Content, siteUrl: string, items: readonly WxrItem[]): string {
  const { generalSettings, categories, tags, menus } = content.site;
  let termId = 0;
  const channel = [
    `\t<title>${cdata(generalSettings.title)}</title>`,
    `\t<link>${escapeAttribute(siteUrl)}</link>`,
    `\t<description>${cdata(generalSettings.description)}</description>`,
    '\t<language>en-US</language>',
    '\t<wp:wxr_version>1.2</wp:wxr_version>',
    `\t<wp:base_site_url>${escapeAttribute(siteUrl)}</wp:base_site_url>`,
    `\t<wp:base_blog_url>${escapeAttribute(siteUrl)}</wp:base_blog_url>`,
    `\t<wp:author><wp:author_id>1</wp:author_id><wp:author_login>${cdata(AUTHOR)}</wp:author_login><wp:author_email>${cdata('')}</wp:author_email><wp:author_display_name>${cdata(generalSettings.title)}</wp:author_display_name><wp:author_first_name>${cdata('')}</wp:author_first_name><wp:author_last_name>${cdata('')}</wp:author_last_name></wp:author>`,
    ...categories.map((term) => `\t<wp:category><wp:term_id>${++termId}</wp:term_id><wp:category_nicename>${cdata(term.slug)}</wp:category_nicename><wp:category_parent>${cdata('')}</wp:category_parent><wp:cat_name>${cdata(term.name)}</wp:cat_name><wp:category_description>${cdata(term.description ?? '')}</wp:category_description></wp:category>`),
    ...tags.map((term) => `\t<wp:tag><wp:term_id>${++termId}</wp:term_id><wp:tag_slug>${cdata(term.slug)}</wp:tag_slug><wp:tag_name>${cdata(term.name)}</wp:tag_name><wp:tag_description>${cdata(term.description ?? '')}</wp:tag_description></wp:tag>`),
    ...menus.map((menu) => `\t<wp:term><wp:term_id>${++termId}</wp:term_id><wp:term_taxonomy>${cdata('nav_menu')}</wp:term_taxonomy><wp:term_slug>${cdata(menu.slug)}</wp:term_slug><wp:term_parent>${cdata('')}</wp:term_parent><wp:term_name>${cdata(menu.name)}</wp:term_name></wp:term>`),
    ...items.map(wxrItem),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8" ?>',
    '<!-- A WordPress eXtended RSS file of the Larkspur demo content, written by `npm run export:wordpress`. Import it with Tools → Import → WordPress. -->',
    '<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wfw="http://wellformedweb.org/CommentAPI/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">',
    '<channel>',
    ...channel,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
