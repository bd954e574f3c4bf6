import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { bindBlock, createRegistry, defineBlock, preparePayload, renderBlocks, text } from '../../engine';

const note = defineBlock({ names: ['test/note'], fields: { body: text() } });
const registry = createRegistry([bindBlock(note, ({ data, children }) => <p>{data.body}{children}</p>)]);

describe('engine', () => {
  it('renders a valid block and reports an unknown one with its path', () => {
    const { blocks, diagnostics } = preparePayload([{ name: 'test/note', attributesJSON: '{"body":"hi"}' }, { name: 'x/y', attributesJSON: '{}' }], registry);
    const ctx = { path: '/', searchParams: {}, site: {} };
    expect(renderToStaticMarkup(<>{renderBlocks(blocks, ctx)}</>)).toBe('<p>hi</p>');
    expect(diagnostics).toEqual([{ blockPath: 'blocks[1]', name: 'x/y', fieldPath: '', message: 'unknown block type; skipped' }]);
  });
});
