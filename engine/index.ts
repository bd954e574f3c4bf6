/** The engine's public surface. It knows nothing of any particular block or of the site. */
export * from './flatten/fields';
export { editorField, editorFields, type EditorField, type EditorFieldType } from './flatten/editor';
export { flatten, unflatten, rowCount, type FlatRecord } from './flatten/unflatten';
export { isRecord } from './record';
export { decodeEntities, htmlToText, htmlIsEmpty } from './text';
export { defineBlock, commonFields, type BlockDefinition, type BlockData, type BlockProps, type BlockRenderer, type BlockInfo } from './registry/define';
export type { RenderContext, SiteServices } from './registry/context';
export { bindBlock, createRegistry, type Registry, type BoundBlock, type ImageMap, type ReadBlock } from './registry/registry';
export { renderBlocks } from './registry/render';
export { DiagnosticsPanel } from './registry/diagnostics';
export { linkKind, isImageSrc, type LinkKind } from './flatten/urls';
export { normalizePayload, findBlockList, contentBlocksTypeName, attributesAlias, MAX_BLOCK_DEPTH, type RawBlock, type Diagnostic, type Severity } from './validate/payload';
export { prepareBlocks, preparePayload, drawsPageHeading, collectImageIds, formatDiagnostic, countDiagnostics, logDiagnosticsOnce, unknownBlockTypes, unknownBlockLines, type UnknownBlockType, type Prepared, type PreparedBlock, type PrepareOptions } from './validate/validate';
export { salvage, type Finding, type Salvaged } from './validate/salvage';
export { blockStrings, type ShownString } from './validate/strings';
export { messages } from './validate/messages';
export { payloadJsonSchema, validatedJsonSchema } from './validate/json-schema';
