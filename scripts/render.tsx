/**
 * `npm run render -- FILE [--path /some/path]`: prints the HTML the engine renders for a payload
 * on stdout and the diagnostics on stderr. Exits 0 even when blocks were dropped (2 when FILE
 * cannot be read or parsed).
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { blockRegistry } from '../codegen/generated/registry';
import { formatDiagnostic, preparePayload, renderBlocks } from '../engine';
import { createRenderContext } from '../site/render-context';
import { readPayloadFile, runCli } from './lib/payload-file';

const USAGE = 'usage: npm run render -- FILE [--path /page/path]';

runCli(USAGE, async () => {
  const args = process.argv.slice(2);
  const pathIndex = args.indexOf('--path');
  const pagePath = pathIndex >= 0 ? (args[pathIndex + 1] ?? '/') : '/';
  const file = args.find((arg, index) => !arg.startsWith('--') && (pathIndex < 0 || index !== pathIndex + 1));
  const { blocks, diagnostics } = preparePayload(readPayloadFile(file), blockRegistry);
  for (const diagnostic of diagnostics) console.error(formatDiagnostic(diagnostic));
  const { prelude } = await prerenderToNodeStream(<>{renderBlocks(blocks, await createRenderContext(pagePath))}</>);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  process.stdout.write(`${html}\n`);
  return 0;
});
