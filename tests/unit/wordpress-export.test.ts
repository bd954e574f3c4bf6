/**
 * `npm run export:wordpress` (scripts/lib/wordpress-export.ts): the WXR file is well-formed XML
 * with every item of the embedded content, under the names WordPress's importer reads; ACF
 * blocks are written as the block editor saves them and come back through the engine with the
 * data they hold in the embedded content; the site options file holds ACF's option rows.
 */
import { DOMParser, type Element } from '@xmldom/xmldom';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../../codegen/generated/registry';
import { content, type ContentBlock } from '../../content';
import { contentBlocksTypeName, normalizePayload, prepareBlocks } from '../../engine';
import { cdata, exportWordPress, MENU_LOCATIONS, phpSerialize, readFieldGroups, serializeAttributes } from '../../scripts/lib/wordpress-export';

const WP = 'http://wordpress.org/export/1.2/';
const SITE_URL = 'https://www.larkspur.example';
const result = exportWordPress(content, { siteUrl: SITE_URL, fieldGroups: readFieldGroups() });

/** Parses XML, failing on any well-formedness error or warning. */
function parseXml(xml: string) {
  const problems: string[] = [];
  const document = new DOMParser({ onError: (level, message) => problems.push(`${level}: ${message}`) }).parseFromString(xml, 'text/xml');
  return { document, problems };
}

const { document, problems } = parseXml(result.wxr);
const items = Array.from(document.getElementsByTagName('item'));
const wp = (element: Element, name: string): string => element.getElementsByTagNameNS(WP, name)[0]?.textContent ?? '';
const itemsOfType = (type: string) => items.filter((item) => wp(item, 'post_type') === type);
const meta = (item: Element): Map<string, string> =>
  new Map(Array.from(item.getElementsByTagNameNS(WP, 'postmeta')).map((row) => [wp(row, 'meta_key'), wp(row, 'meta_value')]));
const postContent = (item: Element): string => item.getElementsByTagNameNS('http://purl.org/rss/1.0/modules/content/', 'encoded')[0]?.textContent ?? '';

/** The block comments of saved content that hold no HTML (`<!-- wp:name {…} /-->`), as the block parser reads them. */
const voidBlocks = (html: string) =>
  Array.from(html.matchAll(/<!-- wp:([a-z0-9-]+\/[a-z0-9-]+) (\{.*?\}) \/-->/g), ([, name, json]) => ({ name: name ?? '', attributes: JSON.parse(json ?? '{}') as Record<string, unknown> }));

describe('the WXR file', () => {
  it('is well-formed XML', () => {
    expect(problems).toEqual([]);
    expect(document.documentElement?.tagName).toBe('rss');
    expect(wp(document.documentElement as Element, 'wxr_version')).toBe('1.2');
  });

  it('holds every page, post, custom post type item, medium and menu item of the content, each id once', () => {
    const media = new Set([...content.site.media.map((item) => item.databaseId), ...content.people.flatMap((person) => (person.image ? [person.image.databaseId] : []))]);
    const published = itemsOfType('page').filter((item) => wp(item, 'status') === 'publish');
    expect(published.map((item) => Number(wp(item, 'post_id'))).sort()).toEqual(content.pages.map((page) => page.databaseId).sort());
    expect(itemsOfType('post')).toHaveLength(content.posts.length);
    expect(itemsOfType('leader')).toHaveLength(content.people.length);
    expect(itemsOfType('employee')).toHaveLength(content.employees.length);
    expect(itemsOfType('market')).toHaveLength(content.markets.length);
    expect(itemsOfType('job_opening')).toHaveLength(content.jobs.length);
    expect(new Set(itemsOfType('attachment').map((item) => Number(wp(item, 'post_id'))))).toEqual(media);
    expect(itemsOfType('nav_menu_item')).toHaveLength(content.site.menus.reduce((sum, menu) => sum + menu.items.length, 0));
    const ids = items.map((item) => wp(item, 'post_id'));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('marks the pages and posts the content keeps out of search engines for Yoast and for the plugin without Yoast, and no others', () => {
    const hidden = [...content.pages, ...content.posts].filter((node) => node.seo.metaRobotsNoindex === 'noindex').map((node) => String(node.databaseId)).sort();
    expect(hidden.length).toBeGreaterThan(0);
    const marked = (key: string) => [...itemsOfType('page'), ...itemsOfType('post')].filter((item) => meta(item).get(key) === '1').map((item) => wp(item, 'post_id')).sort();
    expect(marked('_yoast_wpseo_meta-robots-noindex')).toEqual(hidden);
    expect(marked('_larkspur_noindex')).toEqual(hidden);
  });

  it('gives a nested page a parent in the file, as a draft when the content has no page there', () => {
    const byId = new Map(items.map((item) => [wp(item, 'post_id'), item]));
    const east = itemsOfType('page').find((item) => wp(item, 'post_name') === 'east');
    const parent = byId.get(wp(east as Element, 'post_parent'));
    expect(parent && wp(parent, 'post_name')).toBe('region');
    expect(parent && wp(parent, 'status')).toBe('draft');
  });

  it('holds the categories, tags and menus as terms, and each post in its categories and tags', () => {
    expect(document.getElementsByTagNameNS(WP, 'category')).toHaveLength(content.site.categories.length);
    expect(document.getElementsByTagNameNS(WP, 'tag')).toHaveLength(content.site.tags.length);
    const menuTerms = Array.from(document.getElementsByTagNameNS(WP, 'term')).filter((term) => wp(term, 'term_taxonomy') === 'nav_menu');
    expect(menuTerms.map((term) => wp(term, 'term_slug')).sort()).toEqual(content.site.menus.map((menu) => menu.slug).sort());
    const post = content.posts[0];
    const item = itemsOfType('post').find((candidate) => wp(candidate, 'post_id') === String(post?.databaseId));
    const terms = Array.from(item?.getElementsByTagName('category') ?? []).map((term) => `${term.getAttribute('domain')}:${term.getAttribute('nicename')}`);
    expect(terms.sort()).toEqual([...(post?.categories ?? []).map((slug) => `category:${slug}`), ...(post?.tags ?? []).map((slug) => `post_tag:${slug}`)].sort());
  });

  it('links each menu item to its menu, its parent item and the page it points at', () => {
    const ids = new Set(items.map((item) => wp(item, 'post_id')));
    for (const item of itemsOfType('nav_menu_item')) {
      const rows = meta(item);
      expect(item.getElementsByTagName('category')[0]?.getAttribute('domain')).toBe('nav_menu');
      const parent = rows.get('_menu_item_menu_item_parent') ?? '';
      expect(parent === '0' || ids.has(parent)).toBe(true);
      if (rows.get('_menu_item_type') === 'post_type') expect(ids.has(rows.get('_menu_item_object_id') ?? '')).toBe(true);
      else expect(rows.get('_menu_item_url')).not.toBe('');
    }
  });

  it('points every featured image at an attachment of the file, downloadable from the site', () => {
    const attachments = new Map(itemsOfType('attachment').map((item) => [wp(item, 'post_id'), wp(item, 'attachment_url')]));
    const thumbnails = items.flatMap((item) => meta(item).get('_thumbnail_id') ?? []);
    expect(thumbnails.length).toBeGreaterThan(50);
    for (const id of thumbnails) expect(attachments.get(id)).toMatch(new RegExp(`^${SITE_URL}/images/`));
  });

  it('stores the post field groups as ACF meta rows, each with its field key', () => {
    const post = content.posts.find((candidate) => candidate.postAuthorData.author !== null);
    const rows = meta(itemsOfType('post').find((item) => wp(item, 'post_id') === String(post?.databaseId)) as Element);
    expect(rows.get('author')).toBe(String(post?.postAuthorData.author?.databaseId));
    expect(rows.get('_author')).toMatch(/^field_[0-9a-f]{13}$/);
    expect(rows.get('layout_type')).toBe(post?.postFields.layoutType);
    const job = meta(itemsOfType('job_opening')[0] as Element);
    expect(job.get('locations')).toBe(String(content.jobs[0]?.allLocations.length));
    expect(job.get('locations_0_location')).toBe(content.jobs[0]?.allLocations[0]);
  });
});

describe('blocks in post content', () => {
  const pageItems = new Map(itemsOfType('page').map((item) => [wp(item, 'post_id'), item]));
  const images = new Map<string, unknown>(content.site.media.map((item) => [String(item.databaseId), { src: item.mediaItemUrl, alt: item.altText, width: item.width, height: item.height }]));
  const prepareAcf = (name: string, data: unknown) => {
    const payload = [{ __typename: contentBlocksTypeName(name), name, clientId: 'b1', parentClientId: null, renderedHtml: '', attributes: { anchor: null, className: null, data: JSON.stringify(data) } }];
    const { blocks, problems: found } = normalizePayload(payload);
    const prepared = prepareBlocks(blocks, blockRegistry, { images });
    return { data: prepared.blocks[0]?.data, diagnostics: [...found, ...prepared.diagnostics] };
  };

  it('writes every ACF block as the editor saves it, and the engine reads the same data back', () => {
    let compared = 0;
    for (const page of content.pages) {
      const written = voidBlocks(postContent(pageItems.get(String(page.databaseId)) as Element)).filter((block) => block.name.startsWith('acf/'));
      const original = page.blocks.filter((block: ContentBlock) => block.name.startsWith('acf/'));
      expect(written.map((block) => block.name)).toEqual(original.map((block) => block.name));
      written.forEach((block, index) => {
        const source = JSON.parse(original[index]?.attributesJSON ?? '{}') as { data: Record<string, unknown> };
        expect(Object.keys(block.attributes).slice(0, 3)).toEqual(['name', 'data', 'mode']);
        const data = block.attributes.data as Record<string, unknown>;
        for (const key of Object.keys(source.data)) expect(data[`_${key}`], `${page.uri} ${block.name} _${key}`).toMatch(/^field_[0-9a-f]{13}$/);
        expect(prepareAcf(block.name, data)).toEqual(prepareAcf(block.name, source.data));
        compared += 1;
      });
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('keeps a core block\'s sourced attributes in its HTML, and its inner blocks inside it', () => {
    const saved = items.map(postContent).join('\n');
    const quote = /<!-- wp:quote -->\n<blockquote class="wp-block-quote"><!-- wp:paragraph \{"dropCap":false\} -->\n<p>[^<]+<\/p>\n<!-- \/wp:paragraph --><cite>[^<]+<\/cite><\/blockquote>\n<!-- \/wp:quote -->/;
    expect(saved).toMatch(quote);
    expect(saved).not.toMatch(/<!-- wp:(paragraph|heading|list-item) \{[^}]*"content"/);
  });

  it('escapes attributes as the editor does: the comment never closes early and the JSON reads back the same', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.boolean())), (attributes) => {
        const text = serializeAttributes(attributes);
        expect(text).not.toMatch(/--|<|>|&/);
        expect(JSON.parse(text)).toEqual(attributes);
      }),
    );
  });
});

describe('values', () => {
  it('survive CDATA whatever they hold', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const parsed = parseXml(`<x>${cdata(text)}</x>`);
        expect(parsed.problems).toEqual([]);
        expect(parsed.document.documentElement?.textContent).toBe(text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').replace(/\r\n?/g, '\n'));
      }),
    );
  });

  it('serializes arrays as PHP does, string lengths in bytes', () => {
    expect(phpSerialize({ title: 'Café', url: '/a/', target: '' })).toBe('a:3:{s:5:"title";s:5:"Café";s:3:"url";s:3:"/a/";s:6:"target";s:0:"";}');
    expect(phpSerialize([''])).toBe('a:1:{i:0;s:0:"";}');
  });
});

describe('the site options file', () => {
  const { siteOptions } = result;

  it('holds ACF option rows, each beside its field key row', () => {
    const names = Object.keys(siteOptions.options);
    expect(names.length).toBeGreaterThan(20);
    for (const name of names.filter((row) => !row.startsWith('_'))) {
      expect(name).toMatch(/^options_/);
      expect(siteOptions.options[`_${name}`]).toMatch(/^field_[0-9a-f]{13}$/);
    }
    expect(siteOptions.options.options_footer_contact_info).toBe(content.site.siteOptions.acf_site_options.footerContactInfo);
  });

  it('names the menu of each location, the front page and the featured menu item', () => {
    expect(Object.keys(siteOptions.menuLocations).sort()).toEqual([...MENU_LOCATIONS].sort());
    expect(siteOptions.frontPage).toBe(content.pages.find((page) => page.isFrontPage)?.slug);
    const featured = content.site.menus.flatMap((menu) => menu.items.filter((item) => item.acf_featured_menu_item));
    expect(siteOptions.menuItemFields.map((entry) => entry.meta.heading)).toEqual(featured.map((item) => item.acf_featured_menu_item?.heading));
  });
});
