/**
 * Every page and post of the embedded CMS validates against the block schemas with no
 * diagnostic, exactly as `npm run validate` checks a payload: demo content is real content.
 */
import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../../codegen/generated/registry';
import { content } from '../../content';
import { formatDiagnostic, preparePayload } from '../../engine';

const nodes = [...content.pages, ...content.posts].map((node) => ({ uri: node.uri, node }));

describe('the embedded CMS content', () => {
  it.each(nodes)('$uri validates with no diagnostics', ({ node }) => {
    const { blocks, diagnostics } = preparePayload(node, blockRegistry);
    expect(diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(blocks.length).toBeGreaterThan(0);
  });

  it('has one node per uri', () => {
    const uris = nodes.map(({ uri }) => uri);
    expect(new Set(uris).size).toBe(uris.length);
  });
});
