/**
 * wp-graphql-gutenberg on WordPress 6.5+ leaves out every attribute a core block keeps in its
 * saved HTML as rich text (`"source": "rich-text"`): the site reads them from the block's HTML by
 * the selectors the block types declare, and never replaces one the payload has.
 * `gutenberg-7.1.0-saved-html.json` is blocks as wp-graphql-gutenberg 0.4.1 answered them on
 * WordPress 7.1.0 with the demo imported; the blocks written here are saved as 7.1's editor saves them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coreSavedHtmlSources } from '../../block-schemas/shared/core-sources';
import { blockRegistry } from '../../codegen/generated/registry';
import { htmlToText, isRecord, normalizePayload, prepareBlocks, sourceAttributes, type FlatRecord, type RawBlock } from '../../engine';
import { nodeBlocks } from '../../site/cms/blocks';
import { renderPageBlocks } from '../../site/standalone-render';

interface GutenbergBlock {
  readonly name: string;
  readonly attributesJSON: string;
  readonly originalContent: string;
  readonly innerBlocks: readonly GutenbergBlock[];
}

const live = JSON.parse(readFileSync(path.resolve(__dirname, '../fixtures/payloads/gutenberg-7.1.0-saved-html.json'), 'utf8')) as {
  data: { nodeByUri: { blocks: GutenbergBlock[] } };
};

const block = (name: string, attributes: FlatRecord, originalContent: string, innerBlocks: GutenbergBlock[] = []): GutenbergBlock => ({
  name,
  attributesJSON: JSON.stringify(attributes),
  originalContent,
  innerBlocks,
});

/** The first block of that name, depth first. */
function findOrNull(blocks: readonly RawBlock[], name: string): RawBlock | null {
  for (const candidate of blocks) {
    if (candidate.name === name) return candidate;
    const inner = findOrNull(candidate.innerBlocks, name);
    if (inner) return inner;
  }
  return null;
}
function find(blocks: readonly RawBlock[], name: string): RawBlock {
  const found = findOrNull(blocks, name);
  if (found === null) throw new Error(`no ${name}`);
  return found;
}
const attributesOf = (blocks: readonly RawBlock[], name: string): FlatRecord => find(blocks, name).attributes ?? {};
const cellTexts = (rows: unknown): string[][] =>
  (Array.isArray(rows) ? rows : []).map((row) => (isRecord(row) && Array.isArray(row.cells) ? row.cells.map((cell) => (isRecord(cell) ? String(cell.content) : '')) : []));

describe('wp-graphql-gutenberg on WordPress 7.1: attributes read from the saved HTML', () => {
  const blocks = nodeBlocks(live.data.nodeByUri);

  it('reads a button label, a quote citation, a file link text, an embed caption', () => {
    expect(find(blocks, 'core/buttons').innerBlocks.map((button) => button.attributes?.text)).toEqual(['Back to the home page', 'Read our latest news']);
    expect(attributesOf(blocks, 'core/quote').citation).toBe('Luis Ortega, Regional Facilities Manager, Cascade Home Goods');
    expect(attributesOf(blocks, 'core/file').fileName).toBe('Larkspur 2023 ESG results');
    expect(attributesOf(blocks, 'core/embed').caption).toBe('A drive around Larkspur Gateway 303.');
  });

  it('reads each table cell into the rows the plugin answered, keeping the tags it read', () => {
    const table = attributesOf(blocks, 'core/table');
    expect(cellTexts(table.head)).toEqual([['Feature', 'Detail']]);
    expect(cellTexts(table.body)[0]).toEqual(['Buildings', '3 (A, B and C)']);
    expect(cellTexts(table.body).every((row) => row.length === 2 && row.every((text) => text !== 'undefined'))).toBe(true);
    expect((table.head as Array<{ cells: Array<{ tag: string }> }>)[0]?.cells.map((cell) => cell.tag)).toEqual(['th', 'th']);
  });

  it('reads the inner HTML of headings, paragraphs and list items', () => {
    expect(attributesOf(blocks, 'core/heading').content).toBe('Larkspur Gateway 303');
    expect(String(attributesOf(blocks, 'core/paragraph').content)).toMatch(/^A three-building, 1\.2 million square foot/);
    expect(find(blocks, 'core/list').innerBlocks[0]?.attributes?.content).toBe('Structure every page with headings, landmarks and descriptive links');
  });

  it('keeps what the plugin answered (the image caption stored in the block comment)', () => {
    const raw = live.data.nodeByUri.blocks.find((candidate) => candidate.name === 'core/image');
    expect(attributesOf(blocks, 'core/image')).toEqual(JSON.parse(raw?.attributesJSON ?? '{}'));
  });

  it('shows the texts on the page', async () => {
    const html = await renderPageBlocks(prepareBlocks(blocks, blockRegistry).blocks, '/');
    const text = htmlToText(html);
    for (const shown of ['Back to the home page', 'Read our latest news', 'Luis Ortega, Regional Facilities Manager', 'Feature', '3 (A, B and C)', 'Larkspur 2023 ESG results', 'A drive around Larkspur Gateway 303.']) {
      expect(text).toContain(shown);
    }
  });
});

describe('the other core blocks the site draws, as WordPress 7.1 saves them', () => {
  const payload = [
    block('core/pullquote', {}, '<figure class="wp-block-pullquote"><blockquote><p>Space that <strong>moves</strong> business</p><cite>Catherine Lyle</cite></blockquote></figure>'),
    block('core/details', { showContent: false }, '<details class="wp-block-details"><summary>Lease terms</summary></details>', [block('core/paragraph', {}, '<p>Five years.</p>')]),
    block('core/video', { id: 7 }, '<figure class="wp-block-video"><video controls src="/tour.mp4"></video><figcaption class="wp-element-caption">A tour</figcaption></figure>'),
    block('core/audio', { id: 8 }, '<figure class="wp-block-audio"><audio controls src="/call.mp3"></audio><figcaption class="wp-element-caption">The call</figcaption></figure>'),
    block('core/code', {}, '<pre class="wp-block-code"><code>npm run build &amp;&amp; npm start</code></pre>'),
    block('core/preformatted', {}, '<pre class="wp-block-preformatted">Line one\nLine two</pre>'),
    block('core/verse', {}, '<pre class="wp-block-verse">Dock doors\nat dawn</pre>'),
    block('core/file', { href: '/report.pdf' }, '<div class="wp-block-file"><a id="f1" href="/report.pdf">Report</a><a href="/report.pdf" class="wp-block-file__button wp-element-button" download aria-describedby="f1">Download</a></div>'),
    block('core/image', { id: 3, url: '/a.jpg' }, '<figure class="wp-block-image"><img src="/a.jpg" alt=""/><figcaption class="wp-element-caption">Dock <em>12</em></figcaption></figure>'),
    block(
      'core/table',
      { hasFixedLayout: false, head: [], body: [{ cells: [{ tag: 'td', colspan: '' }] }] },
      '<figure class="wp-block-table"><table><tbody><tr><td>1 &amp; 2</td></tr></tbody><tfoot><tr><th scope="row" data-align="right">Total</th></tr></tfoot></table><figcaption class="wp-element-caption">Rents</figcaption></figure>',
    ),
    block(
      'core/gallery',
      { ids: [1, 2] },
      '<figure class="wp-block-gallery"><ul class="blocks-gallery-grid"><li class="blocks-gallery-item"><figure><img src="/1.jpg" alt="One" data-id="1"/><figcaption class="blocks-gallery-item__caption">First</figcaption></figure></li><li class="blocks-gallery-item"><figure><img src="/2.jpg" alt="" data-id="2"/></figure></li></ul><figcaption class="blocks-gallery-caption">Our docks</figcaption></figure>',
    ),
  ];
  const blocks = nodeBlocks({ blocks: payload });

  it('reads a pullquote, a details summary, captions and preformatted texts', () => {
    expect(attributesOf(blocks, 'core/pullquote')).toEqual({ value: 'Space that <strong>moves</strong> business', citation: 'Catherine Lyle' });
    expect(attributesOf(blocks, 'core/details')).toEqual({ showContent: false, summary: 'Lease terms' });
    expect(attributesOf(blocks, 'core/video').caption).toBe('A tour');
    expect(attributesOf(blocks, 'core/audio').caption).toBe('The call');
    expect(attributesOf(blocks, 'core/image').caption).toBe('Dock <em>12</em>');
    expect(attributesOf(blocks, 'core/code').content).toBe('npm run build &amp;&amp; npm start');
    expect(attributesOf(blocks, 'core/preformatted').content).toBe('Line one\nLine two');
    expect(attributesOf(blocks, 'core/verse').content).toBe('Dock doors\nat dawn');
  });

  it('reads a file link and its download button by their selectors', () => {
    expect(attributesOf(blocks, 'core/file')).toMatchObject({ fileName: 'Report', downloadButtonText: 'Download' });
  });

  it('fills a query row by row: cells the plugin answered keep their values, a section it lacks is read whole', () => {
    const table = attributesOf(blocks, 'core/table');
    expect(table.body).toEqual([{ cells: [{ tag: 'td', colspan: '', content: '1 &amp; 2' }] }]);
    expect(table.foot).toEqual([{ cells: [{ content: 'Total', tag: 'th', scope: 'row', align: 'right' }] }]);
    // `head: []` is what the plugin answered: a present attribute, kept.
    expect(table.head).toEqual([]);
    expect(table.caption).toBe('Rents');
  });

  it('reads a gallery saved before 5.9: its images with their captions', () => {
    const gallery = attributesOf(blocks, 'core/gallery');
    expect(gallery.caption).toBe('Our docks');
    expect(gallery.images).toEqual([
      { url: '/1.jpg', alt: 'One', id: '1', caption: 'First' },
      { url: '/2.jpg', alt: '', id: '2' },
    ]);
  });

  it('reads a block with no inner blocks of its own from its own HTML only (the details summary, not its paragraph)', () => {
    expect(find(blocks, 'core/details').innerBlocks[0]?.attributes).toEqual({ content: 'Five years.' });
  });
});

describe('where the saved HTML is not read', () => {
  it('keeps an attribute the payload has, even when the HTML says otherwise', () => {
    const [button] = nodeBlocks({ blocks: [block('core/button', { text: 'Kept' }, '<div class="wp-block-button"><a class="wp-block-button__link">Other</a></div>')] });
    expect(button?.attributes).toEqual({ text: 'Kept' });
  });

  it('leaves an attribute absent when its selector matches nothing', () => {
    const [quote] = nodeBlocks({ blocks: [block('core/quote', {}, '<blockquote class="wp-block-quote"></blockquote>')] });
    expect(quote?.attributes).toEqual({});
  });

  it('reads nothing for content-blocks, which sources the attributes itself', () => {
    const [button] = nodeBlocks({ editorBlocks: [{ name: 'core/button', clientId: 'a', parentClientId: null, attributes: { url: '/' }, renderedHtml: '<div><a href="/">Label</a></div>' }] });
    expect(button?.attributes).toEqual({ url: '/' });
  });

  it('keeps the attributes of a block whose HTML is nested too deep to read, and reads nothing for a name only the prototype has', () => {
    const deep = `<div class="wp-block-button"><a>${'<b>'.repeat(20000)}x${'</b>'.repeat(20000)}</a></div>`;
    expect(nodeBlocks({ blocks: [block('core/button', { url: '/' }, deep)] })[0]?.attributes).toEqual({ url: '/' });
    expect(nodeBlocks({ blocks: [block('constructor', {}, '<p>x</p>')] })[0]?.attributes).toEqual({});
  });

  it('reads nothing unless asked: the engine alone normalises the payload as it comes', () => {
    const [button] = normalizePayload([block('core/button', {}, '<div class="wp-block-button"><a>Label</a></div>')]).blocks;
    expect(button?.attributes).toEqual({});
  });
});

describe('sourcing laws', () => {
  const sourced = Object.entries(coreSavedHtmlSources);
  const names = [...new Set(sourced.flatMap(([, sources]) => Object.keys(sources)))];
  const value = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.array(fc.dictionary(fc.constantFrom('cells', 'content', 'tag', 'url'), fc.string()), { maxLength: 2 }));
  const attributes = fc.dictionary(fc.constantFrom(...names, 'className', 'level'), value);
  const element = fc.constantFrom('a', 'button', 'cite', 'figcaption', 'summary', 'p', 'li', 'h2', 'pre', 'code', 'td', 'th', 'tr', 'thead', 'tbody', 'tfoot', 'table', 'figure', 'blockquote', 'div');
  const html = fc.array(fc.tuple(element, fc.string({ maxLength: 12 }), fc.boolean()), { maxLength: 8 }).map((parts) =>
    parts.reduce((inner, [tag, text, download]) => `<${tag}${download ? ' download class="blocks-gallery-item"' : ''}>${text.replace(/[<&]/g, '')}${inner}</${tag}>`, ''),
  );

  it('never replaces or removes an attribute the payload has, and reading twice reads nothing more', () => {
    fc.assert(
      fc.property(fc.constantFrom(...sourced), attributes, html, ([, sources], present, saved) => {
        const once = sourceAttributes(present, saved, sources);
        for (const [key, had] of Object.entries(present)) {
          const now = once[key];
          if (Array.isArray(had)) {
            // A query's rows stay: each row keeps every key it had, with its value.
            expect(Array.isArray(now) && now.length === had.length).toBe(true);
            had.forEach((row, index) => expect((now as unknown[])[index]).toMatchObject(row));
          } else {
            expect(now).toBe(had);
          }
        }
        expect(sourceAttributes(once, saved, sources)).toEqual(once);
      }),
      { numRuns: 300 },
    );
  });
});
