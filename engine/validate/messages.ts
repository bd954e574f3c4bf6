/** Every text the engine reports about content lives here, so wording stays consistent. */
export const messages = {
  unknownBlock: 'unknown block type; skipped',
  missingName: 'block has no name; skipped',
  notABlock: 'not a block object; skipped',
  noAttributes: 'block has no attributes; skipped',
  invalidAttributesJson: (reason: string) => `attributesJSON is not valid JSON (${reason}); skipped`,
  attributesNotObject: 'attributes are not an object; skipped',
  noBlockList: 'no block list found (expected an array of blocks, a node with blocks or editorBlocks, or a GraphQL response)',
  orphanBlock: (parent: string) => `parentClientId ${parent} matches no block; rendered at the top level`,
  parentCycle: (parent: string) => `parentClientId ${parent} makes the block its own ancestor; rendered at the top level`,
  tooDeep: (limit: number) => `nested deeper than ${limit} levels; skipped with its inner blocks`,
  devPanelTitle: (count: number) => `${count} block problem${count === 1 ? '' : 's'} on this page (shown in development only)`,
} as const;
