/** The engine's public surface. It knows nothing of any particular block or of the site. */
export * from './flatten/fields';
export { flatten, unflatten, rowCount, type FlatRecord } from './flatten/unflatten';
export { defineBlock, commonFields, type BlockDefinition, type BlockData, type BlockProps, type BlockRenderer, type BlockInfo } from './registry/define';
export type { RenderContext, SiteServices } from './registry/context';
export { bindBlock, createRegistry, type Registry, type BoundBlock } from './registry/registry';
export { renderBlocks } from './registry/render';
export { DiagnosticsPanel } from './registry/diagnostics';
export { normalizePayload, findBlockList, MAX_BLOCK_DEPTH, type RawBlock, type Diagnostic } from './validate/payload';
export { prepareBlocks, preparePayload, formatDiagnostic, logDiagnosticsOnce, type Prepared, type PreparedBlock } from './validate/validate';
export { messages } from './validate/messages';
