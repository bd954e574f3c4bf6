import type { ReactNode } from 'react';
import type { PreparedBlock } from '../validate/validate';
import type { RenderContext } from './context';

/** Renders validated blocks in order, each with its inner blocks as children. */
export function renderBlocks(blocks: readonly PreparedBlock[], ctx: RenderContext): ReactNode {
  return blocks.map((block) =>
    block.render(ctx, block.key, block.innerBlocks.length > 0 ? renderBlocks(block.innerBlocks, ctx) : undefined),
  );
}
