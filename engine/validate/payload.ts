/**
 * Both WordPress payload shapes, normalised once into the engine's block list:
 * - wp-graphql-gutenberg: `blocks { name attributesJSON originalContent innerBlocks }` (a tree);
 * - wp-graphql-content-blocks: `editorBlocks(flat: true)` with `clientId` / `parentClientId`
 *   (a flat list in document order, rebuilt here into a tree).
 */
import type { FlatRecord } from '../flatten/unflatten';
import { messages } from './messages';

/** A block as the engine sees it, whatever the payload shape. */
export interface RawBlock {
  readonly name: string;
  /** Parsed attributes, or null when absent or unusable (see `attributesProblem`). */
  readonly attributes: FlatRecord | null;
  readonly attributesProblem?: string;
  readonly originalContent: string;
  readonly innerBlocks: readonly RawBlock[];
  readonly clientId?: string;
}

/** A problem with a block, located by its index path. */
export interface Diagnostic {
  /** e.g. `blocks[2].innerBlocks[0]` */
  readonly blockPath: string;
  readonly name: string;
  /** e.g. `items.1.title`; empty for a problem with the whole block. */
  readonly fieldPath: string;
  readonly message: string;
}

const isRecord = (value: unknown): value is FlatRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asString = (value: unknown): string => (typeof value === 'string' ? value : '');

function parseAttributes(node: FlatRecord): Pick<RawBlock, 'attributes' | 'attributesProblem'> {
  const source = node.attributesJSON ?? node.attributes;
  if (source === undefined || source === null || source === '') {
    return { attributes: null, attributesProblem: messages.noAttributes };
  }
  if (isRecord(source)) return { attributes: source };
  if (typeof source !== 'string') return { attributes: null, attributesProblem: messages.attributesNotObject };
  try {
    const parsed: unknown = JSON.parse(source);
    return isRecord(parsed) ? { attributes: parsed } : { attributes: null, attributesProblem: messages.attributesNotObject };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { attributes: null, attributesProblem: messages.invalidAttributesJson(reason) };
  }
}

function toRawBlock(node: unknown, innerBlocks: readonly RawBlock[]): RawBlock {
  if (!isRecord(node)) return { name: '', attributes: null, attributesProblem: messages.notABlock, originalContent: '', innerBlocks: [] };
  const clientId = typeof node.clientId === 'string' ? node.clientId : undefined;
  return {
    name: asString(node.name),
    ...parseAttributes(node),
    originalContent: asString(node.originalContent) || asString(node.saveContent) || asString(node.renderedHtml),
    innerBlocks,
    ...(clientId === undefined ? {} : { clientId }),
  };
}

function fromTree(nodes: readonly unknown[]): RawBlock[] {
  return nodes.map((node) => {
    const inner = isRecord(node) && Array.isArray(node.innerBlocks) ? fromTree(node.innerBlocks) : [];
    return toRawBlock(node, inner);
  });
}

const isFlatList = (nodes: readonly unknown[]): boolean =>
  nodes.some((node) => isRecord(node) && 'parentClientId' in node);

function fromFlatList(nodes: readonly unknown[], problems: Diagnostic[]): RawBlock[] {
  const children = new Map<string, unknown[]>();
  const ids = new Set<string>();
  const roots: unknown[] = [];
  for (const node of nodes) if (isRecord(node) && typeof node.clientId === 'string') ids.add(node.clientId);
  nodes.forEach((node, index) => {
    const parent = isRecord(node) && typeof node.parentClientId === 'string' ? node.parentClientId : '';
    if (parent === '') return void roots.push(node);
    if (!ids.has(parent)) {
      problems.push({ blockPath: `editorBlocks[${index}]`, name: isRecord(node) ? asString(node.name) : '', fieldPath: '', message: messages.orphanBlock(parent) });
      return void roots.push(node);
    }
    const list = children.get(parent) ?? [];
    list.push(node);
    children.set(parent, list);
  });
  const build = (list: readonly unknown[]): RawBlock[] =>
    list.map((node) => {
      const id = isRecord(node) && typeof node.clientId === 'string' ? node.clientId : undefined;
      return toRawBlock(node, id === undefined ? [] : build(children.get(id) ?? []));
    });
  return build(roots);
}

const LIST_KEYS = ['editorBlocks', 'blocks'] as const;

/** Finds the block list inside a block list, a node, or a whole GraphQL response. */
export function findBlockList(input: unknown, depth = 0): unknown[] | undefined {
  if (Array.isArray(input)) return input;
  if (!isRecord(input) || depth > 8) return undefined;
  for (const key of LIST_KEYS) {
    const list = input[key];
    if (Array.isArray(list)) return list;
  }
  if (typeof input.blocksJSON === 'string') {
    try {
      const parsed: unknown = JSON.parse(input.blocksJSON);
      if (Array.isArray(parsed)) return parsed;
    } catch {
      return undefined;
    }
  }
  for (const value of Object.values(input)) {
    const found = findBlockList(value, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Normalises any supported payload into the engine's block list. */
export function normalizePayload(input: unknown): { blocks: RawBlock[]; problems: Diagnostic[] } {
  const problems: Diagnostic[] = [];
  const list = findBlockList(input);
  if (list === undefined) {
    problems.push({ blockPath: 'blocks', name: '', fieldPath: '', message: messages.noBlockList });
    return { blocks: [], problems };
  }
  const blocks = isFlatList(list) ? fromFlatList(list, problems) : fromTree(list);
  return { blocks, problems };
}
