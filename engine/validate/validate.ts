/**
 * The one policy for bad content: unknown names and blocks without attributes are skipped; a
 * value the schema refuses is dropped at the smallest part that can go without it (the value,
 * its row, or, for a required field, the block: see `salvage.ts`). Every skipped block is an
 * error and every changed or dropped value a warning, each with the block's index path and the
 * field's path. The rest of the page always renders.
 */
import type { z } from 'zod';
import type { BoundBlock, ImageMap, ReadBlock, RenderBlock } from '../registry/bind-block';
import type { Registry } from '../registry/registry';
import { messages } from './messages';
import { normalizePayload, type Diagnostic, type RawBlock, type Severity } from './payload';

/** A block that passed validation, with its validated inner blocks. */
export interface PreparedBlock {
  readonly key: string;
  readonly name: string;
  readonly path: string;
  readonly data: unknown;
  /** The schema the data was validated against (its definition's). */
  readonly schema: z.ZodType;
  readonly render: RenderBlock;
  /** Whether this block draws the page's `<h1>` (its definition's `drawsPageHeading`). */
  readonly drawsPageHeading: boolean;
  readonly innerBlocks: readonly PreparedBlock[];
}

export interface Prepared {
  readonly blocks: readonly PreparedBlock[];
  readonly diagnostics: readonly Diagnostic[];
}

/** What a page may hand to validation besides its blocks. */
export interface PrepareOptions {
  /** Attachment id -> image for the ids the page's blocks hold (`collectImageIds`). */
  readonly images?: ImageMap;
}

/**
 * The blocks `collectImageIds` read, kept for the `prepareBlocks` that follows it, which takes
 * each read once instead of reading the block again.
 */
const pendingReads = new WeakMap<RawBlock, { readonly bound: BoundBlock; readonly read: ReadBlock }>();

function takeRead(raw: RawBlock, bound: BoundBlock): ReadBlock | undefined {
  const pending = pendingReads.get(raw);
  pendingReads.delete(raw);
  return pending?.bound === bound ? pending.read : undefined;
}

function prepareList(list: readonly RawBlock[], parentPath: string, registry: Registry, out: Diagnostic[], options: PrepareOptions): PreparedBlock[] {
  const prepared: PreparedBlock[] = [];
  list.forEach((raw, index) => {
    const path = `${parentPath}[${index}]`;
    const report = (severity: Severity, message: string, field = '') => out.push({ severity, blockPath: path, name: raw.name, fieldPath: field, message });
    if (raw.name === '') return report('error', raw.attributesProblem ?? messages.missingName);
    const bound = registry.lookup(raw.name);
    if (bound === undefined) return report('error', messages.unknownBlock);
    if (raw.attributes === null) return report('error', raw.attributesProblem ?? messages.noAttributes);
    const result = bound.check(raw.attributes, { name: raw.name, path, originalContent: raw.originalContent }, options.images, takeRead(raw, bound));
    if (!result.ok) {
      for (const warning of result.warnings) report('warning', warning.message, warning.fieldPath);
      for (const error of result.errors) report('error', error.message, error.fieldPath);
      return;
    }
    for (const warning of result.warnings) report('warning', warning.message, warning.fieldPath);
    prepared.push({
      // The path, not the clientId: a payload may repeat a clientId, and siblings need distinct keys.
      key: path,
      name: raw.name,
      path,
      data: result.data,
      schema: bound.schema,
      render: result.render,
      drawsPageHeading: result.drawsPageHeading,
      innerBlocks: prepareList(raw.innerBlocks, `${path}.innerBlocks`, registry, out, options),
    });
  });
  return prepared;
}

/** Validates a normalised block list against the registry. */
export function prepareBlocks(blocks: readonly RawBlock[], registry: Registry, options: PrepareOptions = {}): Prepared {
  const diagnostics: Diagnostic[] = [];
  const prepared = prepareList(blocks, 'blocks', registry, diagnostics, options);
  return { blocks: prepared, diagnostics };
}

/** True when a block of the tree draws the page's `<h1>`, so the page need not add one. */
export function drawsPageHeading(blocks: readonly PreparedBlock[]): boolean {
  return blocks.some((block) => block.drawsPageHeading || drawsPageHeading(block.innerBlocks));
}

/**
 * Every attachment id the known blocks of a tree hold in their schemas' image fields, once each.
 * Each block is read here (its `data` parsed, its keys unflattened) and the read is kept for the
 * `prepareBlocks` of the same blocks, so a page that loads its media between the two reads and
 * validates each block once.
 */
export function collectImageIds(blocks: readonly RawBlock[], registry: Registry): string[] {
  const ids = new Set<string>();
  const visit = (list: readonly RawBlock[]) => {
    for (const raw of list) {
      const bound = registry.lookup(raw.name);
      if (bound !== undefined && raw.attributes !== null) {
        const read = bound.read(raw.attributes, raw.originalContent);
        pendingReads.set(raw, { bound, read });
        for (const id of read.imageIds) ids.add(id);
      }
      visit(raw.innerBlocks);
    }
  };
  visit(blocks);
  return [...ids];
}

/** Normalises any supported payload (either shape, node or GraphQL response) and validates it. */
export function preparePayload(input: unknown, registry: Registry): Prepared {
  const { blocks, problems } = normalizePayload(input);
  const prepared = prepareBlocks(blocks, registry);
  return { blocks: prepared.blocks, diagnostics: [...problems, ...prepared.diagnostics] };
}

/** `error: blocks[2].innerBlocks[0] core/heading: level: Number must be between 1 and 6` */
export function formatDiagnostic(d: Diagnostic): string {
  const name = d.name === '' ? '(unnamed)' : d.name;
  const where = d.fieldPath === '' ? `${d.blockPath} ${name}` : `${d.blockPath} ${name}: ${d.fieldPath}`;
  return `${messages.severity[d.severity]}: ${where}: ${d.message}`;
}

/** How many errors and warnings a list of diagnostics holds. */
export function countDiagnostics(diagnostics: ReadonlyArray<Pick<Diagnostic, 'severity'>>): { readonly errors: number; readonly warnings: number } {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  return { errors, warnings: diagnostics.length - errors };
}

/** A block type the diagnostics met that the registry does not know, and how often. */
export interface UnknownBlockType {
  readonly name: string;
  readonly count: number;
}

/** The unknown block types among diagnostics, the most frequent first (then by name): what a site lacks that its editors use. */
export function unknownBlockTypes(diagnostics: ReadonlyArray<Pick<Diagnostic, 'name' | 'message'>>): UnknownBlockType[] {
  const counts = new Map<string, number>();
  for (const d of diagnostics) if (d.message === messages.unknownBlock) counts.set(d.name, (counts.get(d.name) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** The report's closing lines on unknown block types (none when there are none). */
export function unknownBlockLines(types: readonly UnknownBlockType[]): string[] {
  return types.length === 0 ? [] : [messages.unknownTypes, ...types.map((type) => messages.unknownTypeCount(type.name, type.count))];
}

const reported = new Set<string>();

/** Production policy: log each distinct diagnostic once per process, however often a page renders. */
export function logDiagnosticsOnce(page: string, diagnostics: readonly Diagnostic[], log: (line: string) => void = console.warn): void {
  for (const d of diagnostics) {
    const line = `[blocks] ${page} ${formatDiagnostic(d)}`;
    if (reported.has(line)) continue;
    reported.add(line);
    log(line);
  }
}
