/**
 * A page's or post's block list, from either plugin's payload, normalised for the engine.
 * wp-graphql-gutenberg's `blocks` lack the attributes WordPress 6.5+ keeps as rich text in the
 * saved HTML (a button's label, a quote's citation, a table's cells): those are read from each
 * block's HTML, as the block editor reads them; an attribute the payload has is kept.
 */
import { coreSavedHtmlSources } from '../../block-schemas/shared/core-sources';
import { normalizePayload, type RawBlock } from '../../engine';

/** A node of either plugin's page query: content-blocks' `editorBlocks`, or wp-graphql-gutenberg's `blocks`. */
interface BlocksNode {
  readonly editorBlocks?: readonly unknown[] | null;
  readonly blocks?: readonly unknown[] | null;
}

export function nodeBlocks(node: BlocksNode): RawBlock[] {
  if ('editorBlocks' in node) return normalizePayload(node.editorBlocks ?? []).blocks;
  return normalizePayload(node.blocks ?? [], { sources: coreSavedHtmlSources }).blocks;
}
