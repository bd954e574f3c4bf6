/**
 * Both WordPress payload shapes, normalised once into the engine's block list:
 * - wp-graphql-gutenberg: `blocks { name attributesJSON originalContent innerBlocks }` (a tree);
 * - wp-graphql-content-blocks: `editorBlocks(flat: true)` with `clientId` / `parentClientId`
 *   (a flat list in document order, rebuilt here into a tree).
 */
import type { FlatRecord } from '../flatten/unflatten';
import { messages } from './messages';
import { isRecord } from '../record';
import { sourceAttributes, type AttributeSources } from './source-html';

/** How a payload is normalised. */
export interface NormalizeOptions {
  /**
   * Attributes to read from a block's saved HTML where the payload lacks them, by block name: for
   * a plugin that leaves them out (wp-graphql-gutenberg reads no `rich-text` source).
   */
  readonly sources?: Readonly<Record<string, AttributeSources>>;
}

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

/**
 * How bad a problem is: an `error` drops what cannot be rendered (the block, with its inner
 * blocks); a `warning` reports a value the engine changed or discarded while the block renders.
 */
export type Severity = 'error' | 'warning';

/** A problem with a block, located by its index path. */
export interface Diagnostic {
  readonly severity: Severity;
  /** e.g. `blocks[2].innerBlocks[0]` */
  readonly blockPath: string;
  readonly name: string;
  /** e.g. `items.1.title`; empty for a problem with the whole block. */
  readonly fieldPath: string;
  readonly message: string;
}


const asString = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * wp-graphql-content-blocks' GraphQL type of a block name (`core/list-item` -> `CoreListItem`,
 * `acf/cta-grid-2` -> `AcfCtaGrid2`): WPGraphQL's type-name formatting of the name without its slash.
 */
export function contentBlocksTypeName(blockName: string): string {
  return blockName
    .split(/[/\-_\s]+/)
    .filter((part) => part !== '')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/**
 * Where a content-blocks payload carries a block type's attributes when they cannot be selected
 * as `attributes`: GraphQL requires one type per response name across a selection, and
 * content-blocks types some attributes differently per block (a spacer's `height: String!`
 * beside an image's `height: String`), so the query selects those under `coreSpacerAttributes`.
 */
export const attributesAlias = (typeName: string): string => `${typeName.charAt(0).toLowerCase()}${typeName.slice(1)}Attributes`;

/**
 * content-blocks answers every attribute the query selects, `null` for one the block does not set;
 * an attribute that is null is one the block does not have (the schemas' defaults then apply).
 */
function withoutNulls(attributes: FlatRecord): FlatRecord {
  if (!Object.values(attributes).includes(null)) return attributes;
  return Object.fromEntries(Object.entries(attributes).filter(([, value]) => value !== null));
}

function parseAttributes(node: FlatRecord): Pick<RawBlock, 'attributes' | 'attributesProblem'> {
  const aliased = typeof node.__typename === 'string' ? node[attributesAlias(node.__typename)] : undefined;
  const source = node.attributesJSON ?? node.attributes ?? aliased;
  if (source === undefined || source === null || source === '') {
    return { attributes: null, attributesProblem: messages.noAttributes };
  }
  if (isRecord(source)) return { attributes: withoutNulls(source) };
  if (typeof source !== 'string') return { attributes: null, attributesProblem: messages.attributesNotObject };
  try {
    const parsed: unknown = JSON.parse(source);
    // A PHP plugin (wp-graphql-gutenberg) encodes a block without attributes as an empty array.
    if (Array.isArray(parsed) && parsed.length === 0) return { attributes: {} };
    return isRecord(parsed) ? { attributes: parsed } : { attributes: null, attributesProblem: messages.attributesNotObject };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { attributes: null, attributesProblem: messages.invalidAttributesJson(reason) };
  }
}

/**
 * The attributes with those of `sources` the block lacks read from its saved HTML
 * (wp-graphql-gutenberg's `originalContent` is the block's own, without its inner blocks').
 */
function withSourced(parsed: Pick<RawBlock, 'attributes' | 'attributesProblem'>, sources: AttributeSources | undefined, html: string) {
  if (sources === undefined || parsed.attributes === null) return parsed;
  return { ...parsed, attributes: sourceAttributes(parsed.attributes, html, sources) };
}

function toRawBlock(node: unknown, innerBlocks: readonly RawBlock[], options: NormalizeOptions): RawBlock {
  if (!isRecord(node)) return { name: '', attributes: null, attributesProblem: messages.notABlock, originalContent: '', innerBlocks: [] };
  const clientId = typeof node.clientId === 'string' ? node.clientId : undefined;
  const name = asString(node.name);
  const originalContent = asString(node.originalContent) || asString(node.saveContent) || asString(node.renderedHtml);
  return {
    name,
    ...withSourced(parseAttributes(node), options.sources && Object.hasOwn(options.sources, name) ? options.sources[name] : undefined, originalContent),
    originalContent,
    innerBlocks,
    ...(clientId === undefined ? {} : { clientId }),
  };
}

/**
 * How deep blocks may nest. The editor's own layouts (groups in columns in groups) stay well
 * under ten levels; a payload nested thousands deep would otherwise exhaust the stack of every
 * recursive step after this one.
 */
export const MAX_BLOCK_DEPTH = 32;

const tooDeep = (blockPath: string, node: unknown): Diagnostic => ({ severity: 'error', blockPath, name: isRecord(node) ? asString(node.name) : '', fieldPath: '', message: messages.tooDeep(MAX_BLOCK_DEPTH) });

function fromTree(nodes: readonly unknown[], problems: Diagnostic[], options: NormalizeOptions, path = 'blocks', depth = 0): RawBlock[] {
  return nodes.flatMap((node, index) => {
    const blockPath = `${path}[${index}]`;
    if (depth >= MAX_BLOCK_DEPTH) {
      problems.push(tooDeep(blockPath, node));
      return [];
    }
    const inner = isRecord(node) && Array.isArray(node.innerBlocks) ? fromTree(node.innerBlocks, problems, options, `${blockPath}.innerBlocks`, depth + 1) : [];
    return [toRawBlock(node, inner, options)];
  });
}

const isFlatList = (nodes: readonly unknown[]): boolean =>
  nodes.some((node) => isRecord(node) && 'parentClientId' in node);

const clientIdOf = (node: unknown): string | undefined => (isRecord(node) && typeof node.clientId === 'string' ? node.clientId : undefined);

/**
 * Each node's parent as an index into the list, -1 for the top level. A `parentClientId` names
 * the first block with that `clientId`; one that names none is an orphan, reported and kept at
 * the top level.
 */
function parentIndexes(nodes: readonly unknown[], problems: Diagnostic[]): number[] {
  const firstById = new Map<string, number>();
  nodes.forEach((node, index) => {
    const id = clientIdOf(node);
    if (id !== undefined && !firstById.has(id)) firstById.set(id, index);
  });
  return nodes.map((node, index) => {
    const parent = isRecord(node) && typeof node.parentClientId === 'string' ? node.parentClientId : '';
    if (parent === '') return -1;
    const found = firstById.get(parent);
    if (found !== undefined) return found;
    problems.push({ severity: 'warning', blockPath: `editorBlocks[${index}]`, name: isRecord(node) ? asString(node.name) : '', fieldPath: '', message: messages.orphanBlock(parent) });
    return -1;
  });
}

/**
 * Rebuilds the tree from the flat list. Every node is placed exactly once: a node whose parents
 * lead back to itself (a cycle, which no editor makes but a payload can) is reported and rendered
 * at the top level, which also ends the cycle for the nodes below it.
 */
function fromFlatList(nodes: readonly unknown[], problems: Diagnostic[], options: NormalizeOptions): RawBlock[] {
  const parents = parentIndexes(nodes, problems);
  const children = new Map<number, number[]>();
  parents.forEach((parent, index) => {
    if (parent < 0) return;
    const list = children.get(parent) ?? [];
    list.push(index);
    children.set(parent, list);
  });
  const placed = new Set<number>();
  const build = (index: number, depth: number): RawBlock => {
    placed.add(index);
    const inner = (children.get(index) ?? []).flatMap((child) => {
      if (placed.has(child)) return [];
      if (depth + 1 < MAX_BLOCK_DEPTH) return [build(child, depth + 1)];
      // Too deep: the block and everything below it are dropped, each reported once.
      const dropped = [child];
      for (let next = dropped.pop(); next !== undefined; next = dropped.pop()) {
        placed.add(next);
        problems.push(tooDeep(`editorBlocks[${next}]`, nodes[next]));
        dropped.push(...(children.get(next) ?? []).filter((below) => !placed.has(below)));
      }
      return [];
    });
    return toRawBlock(nodes[index], inner, options);
  };
  const blocks = parents.flatMap((parent, index) => (parent < 0 ? [build(index, 0)] : []));
  nodes.forEach((node, index) => {
    if (placed.has(index)) return;
    const parent = isRecord(node) ? asString(node.parentClientId) : '';
    problems.push({ severity: 'warning', blockPath: `editorBlocks[${index}]`, name: isRecord(node) ? asString(node.name) : '', fieldPath: '', message: messages.parentCycle(parent) });
    blocks.push(build(index, 0));
  });
  return blocks;
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
export function normalizePayload(input: unknown, options: NormalizeOptions = {}): { blocks: RawBlock[]; problems: Diagnostic[] } {
  const problems: Diagnostic[] = [];
  const list = findBlockList(input);
  if (list === undefined) {
    problems.push({ severity: 'error', blockPath: 'blocks', name: '', fieldPath: '', message: messages.noBlockList });
    return { blocks: [], problems };
  }
  const blocks = isFlatList(list) ? fromFlatList(list, problems, options) : fromTree(list, problems, options);
  return { blocks, problems };
}
