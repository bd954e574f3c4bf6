/**
 * The registry: CMS block name -> the block type bound to it (bind-block.tsx). Two definitions
 * claiming one name is a programming error.
 */
import type { BoundBlock } from './bind-block';

export interface Registry {
  lookup(name: string): BoundBlock | undefined;
  readonly names: readonly string[];
  readonly blocks: readonly BoundBlock[];
}

/** Builds the name index; two definitions claiming one name is a programming error. */
export function createRegistry(blocks: readonly BoundBlock[]): Registry {
  const byName = new Map<string, BoundBlock>();
  for (const block of blocks) {
    for (const name of block.names) {
      if (byName.has(name)) throw new Error(`Block name ${name} is defined twice`);
      byName.set(name, block);
    }
  }
  return { lookup: (name) => byName.get(name), names: [...byName.keys()].sort(), blocks };
}
