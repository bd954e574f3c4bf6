/**
 * `npm run validate -- FILE [--json]`: checks a CMS payload against the block schemas.
 * Exit 0 when every block is valid, 1 when any block is invalid or unknown, 2 when FILE cannot
 * be read or parsed. One line per problem: `blocks[2].innerBlocks[0] core/heading: level: ...`.
 */
import { blockRegistry } from '../codegen/generated/registry';
import { formatDiagnostic, preparePayload, type PreparedBlock } from '../engine';
import { readPayloadFile, runCli } from './lib/payload-file';

const USAGE = 'usage: npm run validate -- FILE [--json]';

const countBlocks = (blocks: readonly PreparedBlock[]): number =>
  blocks.reduce((sum, block) => sum + 1 + countBlocks(block.innerBlocks), 0);

runCli(USAGE, () => {
  const args = process.argv.slice(2);
  const file = args.find((arg) => !arg.startsWith('--'));
  const payload = readPayloadFile(file);
  const { blocks, diagnostics } = preparePayload(payload, blockRegistry);
  const valid = countBlocks(blocks);
  if (args.includes('--json')) {
    console.log(JSON.stringify({ file, ok: diagnostics.length === 0, validBlocks: valid, problems: diagnostics }, null, 2));
  } else {
    for (const diagnostic of diagnostics) console.log(formatDiagnostic(diagnostic));
    console.log(diagnostics.length === 0 ? `ok: ${valid} blocks valid` : `${diagnostics.length} problem(s); ${valid} blocks valid`);
  }
  return diagnostics.length === 0 ? 0 : 1;
});
