/**
 * What `npm run validate` prints and returns for a payload, given the registry it checks against
 * (the generated one; tests add blocks of their own).
 */
import { countDiagnostics, formatDiagnostic, messages, preparePayload, unknownBlockLines, unknownBlockTypes, type PreparedBlock, type Registry } from '../../engine';

export interface ValidateOptions {
  /** Warnings fail the run too (the CI setting the README recommends). */
  readonly strict?: boolean;
  /** A machine-readable report instead of lines. */
  readonly json?: boolean;
  /** The file name the report names. */
  readonly file?: string;
}

const countBlocks = (blocks: readonly PreparedBlock[]): number =>
  blocks.reduce((sum, block) => sum + 1 + countBlocks(block.innerBlocks), 0);

/**
 * The report's lines and the exit code: 1 when any block is dropped (an error), or, with
 * `strict`, when any value was changed or discarded (a warning); 0 otherwise.
 */
export function validateReport(payload: unknown, registry: Registry, options: ValidateOptions = {}): { readonly lines: readonly string[]; readonly code: 0 | 1 } {
  const { blocks, diagnostics } = preparePayload(payload, registry);
  const valid = countBlocks(blocks);
  const { errors, warnings } = countDiagnostics(diagnostics);
  const failed = errors > 0 || (options.strict === true && warnings > 0);
  const code = failed ? 1 : 0;
  const unknown = unknownBlockTypes(diagnostics);
  if (options.json === true) {
    const report = { file: options.file, ok: !failed, strict: options.strict === true, errors, warnings, validBlocks: valid, problems: diagnostics, unknownBlockTypes: unknown };
    return { lines: [JSON.stringify(report, null, 2)], code };
  }
  const lines = diagnostics.map(formatDiagnostic);
  lines.push(messages.summary(errors, warnings, valid));
  if (options.strict === true && errors === 0 && warnings > 0) lines.push(messages.strictFailed);
  lines.push(...unknownBlockLines(unknown));
  return { lines, code };
}
