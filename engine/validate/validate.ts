/**
 * The one policy for bad content: unknown names and blocks without attributes are skipped, a
 * block whose data fails its schema is dropped, and every skip or drop yields a diagnostic with
 * the block's index path. The rest of the page always renders.
 */
import type { RenderBlock, Registry } from '../registry/registry';
import { messages } from './messages';
import { normalizePayload, type Diagnostic, type RawBlock } from './payload';

/** A block that passed validation, with its validated inner blocks. */
export interface PreparedBlock {
  readonly key: string;
  readonly name: string;
  readonly path: string;
  readonly data: unknown;
  readonly render: RenderBlock;
  readonly innerBlocks: readonly PreparedBlock[];
}

export interface Prepared {
  readonly blocks: readonly PreparedBlock[];
  readonly diagnostics: readonly Diagnostic[];
}

/** Turns a zod issue path into `items.1.title`. */
export const fieldPath = (path: readonly PropertyKey[]): string => path.map(String).join('.');

function prepareList(list: readonly RawBlock[], parentPath: string, registry: Registry, out: Diagnostic[]): PreparedBlock[] {
  const prepared: PreparedBlock[] = [];
  list.forEach((raw, index) => {
    const path = `${parentPath}[${index}]`;
    const report = (message: string, field = '') => out.push({ blockPath: path, name: raw.name, fieldPath: field, message });
    if (raw.name === '') return report(raw.attributesProblem ?? messages.missingName);
    const bound = registry.lookup(raw.name);
    if (bound === undefined) return report(messages.unknownBlock);
    if (raw.attributes === null) return report(raw.attributesProblem ?? messages.noAttributes);
    const result = bound.check(raw.attributes, { name: raw.name, path, originalContent: raw.originalContent });
    if (!result.ok) {
      for (const issue of result.issues) report(issue.message, fieldPath(issue.path));
      return;
    }
    prepared.push({
      // The path, not the clientId: a payload may repeat a clientId, and siblings need distinct keys.
      key: path,
      name: raw.name,
      path,
      data: result.data,
      render: result.render,
      innerBlocks: prepareList(raw.innerBlocks, `${path}.innerBlocks`, registry, out),
    });
  });
  return prepared;
}

/** Validates a normalised block list against the registry. */
export function prepareBlocks(blocks: readonly RawBlock[], registry: Registry): Prepared {
  const diagnostics: Diagnostic[] = [];
  const prepared = prepareList(blocks, 'blocks', registry, diagnostics);
  return { blocks: prepared, diagnostics };
}

/** Normalises any supported payload (either shape, node or GraphQL response) and validates it. */
export function preparePayload(input: unknown, registry: Registry): Prepared {
  const { blocks, problems } = normalizePayload(input);
  const prepared = prepareBlocks(blocks, registry);
  return { blocks: prepared.blocks, diagnostics: [...problems, ...prepared.diagnostics] };
}

/** `blocks[2].innerBlocks[0] core/heading: level: Number must be between 1 and 6` */
export function formatDiagnostic(d: Diagnostic): string {
  const name = d.name === '' ? '(unnamed)' : d.name;
  return d.fieldPath === '' ? `${d.blockPath} ${name}: ${d.message}` : `${d.blockPath} ${name}: ${d.fieldPath}: ${d.message}`;
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
