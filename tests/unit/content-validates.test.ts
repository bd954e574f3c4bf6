/**
 * Every page and post of the embedded CMS, read as the site reads it (its blocks, and the media
 * their attachment ids resolve to), validates against the block schemas with no error and no
 * warning, exactly as `npm run validate -- --cms` checks a CMS: demo content is real content.
 */
import { describe, expect, it } from 'vitest';
import { blockRegistry } from '../../codegen/generated/registry';
import { content } from '../../content';
import { formatDiagnostic, prepareBlocks } from '../../engine';
import { getPageByUri } from '../../site/cms/loaders';

const nodes = [...content.pages, ...content.posts].map((node) => ({ uri: node.uri, node }));

describe('the embedded CMS content', () => {
  it.each(nodes)('$uri validates with no diagnostics', async ({ uri }) => {
    const page = await getPageByUri(uri);
    if (page === null) throw new Error(`${uri}: the CMS does not answer it`);
    const { blocks, diagnostics } = prepareBlocks(page.blocks, blockRegistry, { images: page.images });
    expect(diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(blocks.length).toBeGreaterThan(0);
  });

  it('has one node per uri', () => {
    const uris = nodes.map(({ uri }) => uri);
    expect(new Set(uris).size).toBe(uris.length);
  });
});
