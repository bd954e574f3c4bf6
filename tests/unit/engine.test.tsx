import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  bindBlock,
  createRegistry,
  defineBlock,
  DiagnosticsPanel,
  flag,
  formatDiagnostic,
  group,
  html,
  image,
  link,
  logDiagnosticsOnce,
  MAX_BLOCK_DEPTH,
  normalizePayload,
  numeric,
  preparePayload,
  renderBlocks,
  repeater,
  text,
  type BlockProps,
  type RawBlock,
} from '../../engine';

const grid = defineBlock({
  names: ['acf/test-grid', 'acf/test-grid-alias'],
  fields: {
    title: text(),
    dark_mode: flag(),
    total: numeric(),
    cta: link(),
    photo: image(),
    rows: repeater({
      heading: text().pipe(z.string().min(1, 'Required')),
      cards: repeater({ name: text() }),
      style: group({ colour: text() }),
    }),
    hero: group({ body: html(), slides: repeater({ caption: text() }) }),
  },
});

function Grid({ data, children }: BlockProps<typeof grid>) {
  return (
    <section data-dark={String(data.dark_mode)}>
      <h2>{data.title}</h2>
      {data.rows.map((row) => (
        <p key={row.heading}>
          {row.heading}:{row.cards.map((card) => card.name).join(',')}:{row.style.colour}
        </p>
      ))}
      {data.photo ? <span data-src={data.photo.src}>{data.photo.alt}</span> : null}
      {children}
    </section>
  );
}

const note = defineBlock({ names: ['test/note'], fields: { content: html() } });
const registry = createRegistry([
  bindBlock(grid, Grid),
  bindBlock(note, ({ data }) => <p>{data.content}</p>),
]);
const ctx = { path: '/', searchParams: {}, site: {} } as never;

const acf = (data: Record<string, unknown>, meta?: Record<string, unknown>) => ({
  name: 'acf/test-grid',
  attributesJSON: JSON.stringify({ name: 'acf/test-grid', data, ...(meta ? { meta } : {}) }),
  originalContent: '',
  innerBlocks: [],
});

describe('unflatten + validate through the registry', () => {
  it('reads what real ACF data holds: string counts, _field keys, groups, nested repeaters, link values, image ids; a key no field reads is named', () => {
    const block = acf(
      {
        title: 'Markets',
        _title: 'field_1',
        dark_mode: '1',
        total: '12,500',
        cta: { url: '/markets/', title: 'See markets', target: '' },
        photo: 42,
        rows: '2',
        _rows: 'field_2',
        rows_0_heading: 'West',
        rows_0_cards: 2,
        rows_0_cards_0_name: 'Reno',
        rows_0_cards_1_name: 'Phoenix',
        rows_0_style_colour: 'solar',
        rows_1_heading: 'East',
        rows_1_cards: '0',
        hero_body: '<p>Hi</p>',
        hero_slides: 1,
        hero_slides_0_caption: 'Dock doors',
        leftover_from_removed_field: 'x',
      },
      { images: { 42: { url: '/images/team.jpg', alt: 'Our team', width: 1600, height: 900 } } },
    );
    const { blocks, diagnostics } = preparePayload([block], registry);
    expect(diagnostics.map(formatDiagnostic)).toEqual(['warning: blocks[0] acf/test-grid: leftover_from_removed_field: no such field; ignored']);
    expect(blocks[0]?.data).toEqual({
      title: 'Markets',
      dark_mode: true,
      total: 12500,
      cta: { url: '/markets/', title: 'See markets', target: '' },
      photo: { src: '/images/team.jpg', alt: 'Our team', width: 1600, height: 900 },
      rows: [
        { heading: 'West', cards: [{ name: 'Reno' }, { name: 'Phoenix' }], style: { colour: 'solar' } },
        { heading: 'East', cards: [], style: { colour: '' } },
      ],
      hero: { body: '<p>Hi</p>', slides: [{ caption: 'Dock doors' }] },
    });
    expect(renderToStaticMarkup(<>{renderBlocks(blocks, ctx)}</>)).toContain('<p>West:Reno,Phoenix:solar</p>');
  });

  it('skips missing rows when the count is larger than the rows present, and survives a huge count', () => {
    const { blocks, diagnostics } = preparePayload([acf({ title: 'x', rows: '1000000000', rows_0_heading: 'Only', rows_3_heading: 'Third' })], registry);
    expect(diagnostics).toEqual([]);
    expect((blocks[0]?.data as { rows: Array<{ heading: string }> }).rows.map((r) => r.heading)).toEqual(['Only', 'Third']);
  });

  it('drops an invalid row with a warning naming the field, and renders the rest', () => {
    const { blocks, diagnostics } = preparePayload(
      [acf({ rows: 2, rows_0_heading: 'A', rows_1_heading: '' }), { name: 'test/note', attributesJSON: '{"content":"kept"}' }],
      registry,
    );
    expect(diagnostics.map(formatDiagnostic)).toEqual(['warning: blocks[0] acf/test-grid: rows.1.heading: Required; row rows.1 dropped']);
    expect(renderToStaticMarkup(<>{renderBlocks(blocks, ctx)}</>)).toBe('<section data-dark="false"><h2></h2><p>A::</p></section><p>kept</p>');
  });

  it('serves aliases with one definition and accepts attributesJSON as an object', () => {
    const { blocks } = preparePayload([{ name: 'acf/test-grid-alias', attributesJSON: { data: { title: 'Alias' } } }], registry);
    expect(blocks[0]?.name).toBe('acf/test-grid-alias');
    expect((blocks[0]?.data as { title: string }).title).toBe('Alias');
  });

  it('uses originalContent where content is absent', () => {
    const { blocks } = preparePayload([{ name: 'test/note', attributesJSON: '{}', originalContent: '<b>saved</b>' }], registry);
    expect(blocks[0]?.data).toEqual({ content: '<b>saved</b>' });
  });

  it('renders inner blocks as children of their parent', () => {
    const parent = { ...acf({ title: 'Parent' }), innerBlocks: [{ name: 'test/note', attributesJSON: '{"content":"child"}' }] };
    const { blocks } = preparePayload([parent], registry);
    expect(renderToStaticMarkup(<>{renderBlocks(blocks, ctx)}</>)).toMatch(/<section[^>]*><h2>Parent<\/h2><p>child<\/p><\/section>/);
  });
});

describe('payload shapes', () => {
  it('normalises wp-graphql-content-blocks flat lists into the same tree as wp-graphql-gutenberg', () => {
    const flat = normalizePayload({
      data: {
        page: {
          editorBlocks: [
            { name: 'a', clientId: '1', parentClientId: null, attributes: { x: 1 } },
            { name: 'b', clientId: '2', parentClientId: '1', attributes: { x: 2 } },
            { name: 'c', clientId: '3', parentClientId: '2', attributes: { x: 3 } },
            { name: 'd', clientId: '4', parentClientId: null, attributes: { x: 4 } },
          ],
        },
      },
    });
    const tree = normalizePayload({
      blocks: [
        { name: 'a', attributesJSON: '{"x":1}', innerBlocks: [{ name: 'b', attributesJSON: '{"x":2}', innerBlocks: [{ name: 'c', attributesJSON: '{"x":3}' }] }] },
        { name: 'd', attributesJSON: '{"x":4}' },
      ],
    });
    const strip = (blocks: readonly RawBlock[]): unknown =>
      blocks.map((b) => ({ name: b.name, attributes: b.attributes, innerBlocks: strip(b.innerBlocks) }));
    expect(strip(flat.blocks)).toEqual(strip(tree.blocks));
  });

  it('reads a gutenberg block without attributes, which PHP encodes as an empty array, as one with none', () => {
    const { blocks, problems } = normalizePayload({ blocks: [{ name: 'core/list', attributesJSON: '{"ordered":false}', innerBlocks: [{ name: 'core/list-item', attributesJSON: '[]', originalContent: '<li>One</li>' }] }] });
    expect(problems).toEqual([]);
    expect(blocks[0]?.innerBlocks[0]).toMatchObject({ name: 'core/list-item', attributes: {}, originalContent: '<li>One</li>' });
    expect(normalizePayload({ blocks: [{ name: 'x', attributesJSON: '[1]' }] }).blocks[0]?.attributes).toBeNull();
  });

  it('places every block of a flat list once, even when parents form a cycle or client ids repeat', () => {
    const node = (name: string, clientId: string, parentClientId: string | null) => ({ name, clientId, parentClientId, attributes: {} });
    const names = (blocks: readonly RawBlock[]): unknown => blocks.map((b) => [b.name, names(b.innerBlocks)]);
    const own = normalizePayload({ editorBlocks: [node('self', 'a', 'a')] });
    expect(names(own.blocks)).toEqual([['self', []]]);
    expect(own.problems.map(formatDiagnostic)).toEqual(['warning: editorBlocks[0] self: parentClientId a makes the block its own ancestor; rendered at the top level']);
    const pair = normalizePayload({ editorBlocks: [node('x', 'a', 'b'), node('y', 'b', 'a')] });
    expect(names(pair.blocks)).toEqual([['x', [['y', []]]]]);
    expect(pair.problems).toHaveLength(1);
    // A repeated id once recursed without end; inner blocks belong to the first block with the id.
    const repeated = normalizePayload({ editorBlocks: [node('first', 'r', null), node('second', 'r', 'r')] });
    expect(names(repeated.blocks)).toEqual([['first', [['second', []]]]]);
  });

  it('keeps blocks nested up to MAX_BLOCK_DEPTH and drops deeper ones with a diagnostic, in both shapes', () => {
    const depthOf = (blocks: readonly RawBlock[]): number => (blocks.length === 0 ? 0 : 1 + Math.max(...blocks.map((b) => depthOf(b.innerBlocks))));
    let tree: Record<string, unknown> = { name: 'leaf', attributesJSON: '{}' };
    for (let level = 0; level < 5000; level += 1) tree = { name: 'group', attributesJSON: '{}', innerBlocks: [tree] };
    const nested = normalizePayload({ blocks: [tree] });
    expect(depthOf(nested.blocks)).toBe(MAX_BLOCK_DEPTH);
    expect(nested.problems.map(formatDiagnostic)).toEqual([
      `error: blocks[0]${'.innerBlocks[0]'.repeat(MAX_BLOCK_DEPTH)} group: nested deeper than ${MAX_BLOCK_DEPTH} levels; skipped with its inner blocks`,
    ]);
    const chain = Array.from({ length: 5000 }, (_, index) => ({ name: 'group', clientId: `c${index}`, parentClientId: index === 0 ? null : `c${index - 1}`, attributes: {} }));
    const flat = normalizePayload({ editorBlocks: chain });
    expect(depthOf(flat.blocks)).toBe(MAX_BLOCK_DEPTH);
    expect(flat.problems).toHaveLength(5000 - MAX_BLOCK_DEPTH);
    expect(flat.problems[0]?.blockPath).toBe(`editorBlocks[${MAX_BLOCK_DEPTH}]`);
    expect(() => preparePayload({ editorBlocks: chain }, registry)).not.toThrow();
  });

  it('reports a payload without a block list', () => {
    expect(normalizePayload({ data: { page: null } }).problems.map((p) => p.message)).toEqual([
      expect.stringContaining('no block list found'),
    ]);
  });
});

describe('diagnostics policy', () => {
  it('logs each distinct production diagnostic once however often a page renders', () => {
    const log = vi.fn();
    const d = { severity: 'error', blockPath: 'blocks[0]', name: 'x/y', fieldPath: '', message: 'unknown block type; skipped' } as const;
    logDiagnosticsOnce('/once/', [d, d], log);
    logDiagnosticsOnce('/once/', [d], log);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('[blocks] /once/ error: blocks[0] x/y: unknown block type; skipped');
  });

  it('shows the development panel with one line per problem, errors first, and nothing when there is none', () => {
    const warning = { severity: 'warning', blockPath: 'blocks[0]', name: 'core/heading', fieldPath: 'textAlign', message: "'middle' is not one of '' (none), 'left'; replaced by ''" } as const;
    const error = { severity: 'error', blockPath: 'blocks[1]', name: 'core/embed', fieldPath: 'url', message: 'An embed needs the URL of what it embeds' } as const;
    const markup = renderToStaticMarkup(<DiagnosticsPanel diagnostics={[warning, error]} />);
    expect(markup).toContain('1 block error (not rendered) and 1 warning (values changed or dropped) on this page');
    expect(markup.indexOf('error: blocks[1] core/embed: url: An embed needs the URL of what it embeds')).toBeGreaterThan(0);
    expect(markup.indexOf('error: blocks[1]')).toBeLessThan(markup.indexOf('warning: blocks[0] core/heading: textAlign:'));
    expect(renderToStaticMarkup(<DiagnosticsPanel diagnostics={[]} />)).toBe('');
  });
});
