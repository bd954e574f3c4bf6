/**
 * A page reads each block once: `collectImageIds` (which the loader runs to load the page's
 * media) reads the blocks' declared image fields, and the `prepareBlocks` that follows reuses
 * that read, with the same result as reading afresh.
 */
import { describe, expect, it, vi } from 'vitest';
import { blockRegistry } from '../../codegen/generated/registry';
import { collectImageIds, createRegistry, prepareBlocks, type BoundBlock, type PreparedBlock, type RawBlock } from '../../engine';
import { getAllUris, getPageByUri } from '../../site/cms/loaders';

/** The registry's blocks, each counting its reads. */
function countingRegistry(): { registry: ReturnType<typeof createRegistry>; reads: () => number } {
  let reads = 0;
  const blocks = blockRegistry.blocks.map(
    (bound): BoundBlock => ({
      ...bound,
      read: (attributes, originalContent) => {
        reads += 1;
        return bound.read(attributes, originalContent);
      },
      check: (attributes, info, images, read) => bound.check(attributes, info, images, read ?? (reads++, bound.read(attributes, info.originalContent))),
    }),
  );
  return { registry: createRegistry(blocks), reads: () => reads };
}

const count = (list: readonly RawBlock[]): number => list.reduce((sum, raw) => sum + 1 + count(raw.innerBlocks), 0);
const known = (list: readonly RawBlock[]): number => list.reduce((sum, raw) => sum + (blockRegistry.lookup(raw.name) && raw.attributes !== null ? 1 : 0) + known(raw.innerBlocks), 0);

/** What a render uses of a prepared tree: the data and the paths (render closures differ per call). */
const plain = (blocks: readonly PreparedBlock[]): unknown => blocks.map((block) => ({ path: block.path, data: block.data, inner: plain(block.innerBlocks) }));

describe('one read per block per render', () => {
  it('the ids pass and the validation share one read of every block of every demo page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let blocks = 0;
    for (const uri of (await getAllUris()).slice(0, 25)) {
      const page = await getPageByUri(uri);
      if (page === null) continue;
      const { registry, reads } = countingRegistry();
      const ids = collectImageIds(page.blocks, registry);
      const prepared = prepareBlocks(page.blocks, registry, { images: page.images });
      expect(reads(), uri).toBe(known(page.blocks));
      // The same as a page that reads afresh, with the ids it found resolved.
      const fresh = prepareBlocks(page.blocks, blockRegistry, { images: page.images });
      expect(plain(prepared.blocks), uri).toEqual(plain(fresh.blocks));
      expect(prepared.diagnostics, uri).toEqual(fresh.diagnostics);
      expect(ids.every((id) => page.images.has(id)), uri).toBe(true);
      blocks += count(page.blocks);
    }
    expect(blocks).toBeGreaterThan(100);
  });

  it('a second validation of the same blocks reads them again (a read is used once: validation consumes it)', () => {
    const blocks: RawBlock[] = [{ name: 'core/heading', attributes: { content: 'Hello', level: 2 }, originalContent: '', innerBlocks: [] }];
    const { registry, reads } = countingRegistry();
    collectImageIds(blocks, registry);
    const first = prepareBlocks(blocks, registry);
    const second = prepareBlocks(blocks, registry);
    expect(reads()).toBe(2);
    expect(plain(second.blocks)).toEqual(plain(first.blocks));
  });
});
