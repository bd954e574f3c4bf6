/**
 * `npm run render -- FILE [--path /some/path/]`: prints the HTML the site renders for a payload's
 * blocks (what the page holds inside `<div class="cms-blocks">`, with the site's markup settings:
 * trailing slashes, image configuration) on stdout, and the diagnostics on stderr. ACF image
 * fields' attachment ids are resolved through the configured CMS's media library (the embedded
 * one, or CMS_GRAPHQL_URL), in one query, as the site resolves them. Exits 0 even when blocks
 * were dropped (2 when FILE cannot be read or parsed).
 */
import { blockRegistry } from '../codegen/generated/registry';
import { collectImageIds, formatDiagnostic, normalizePayload, prepareBlocks } from '../engine';
import { getMediaItems } from '../site/cms/loaders';
import { renderPageBlocks } from '../site/standalone-render';
import { readPayloadFile, runCli } from './lib/payload-file';

const USAGE = 'usage: npm run render -- FILE [--path /page/path/]';

runCli(USAGE, async () => {
  const args = process.argv.slice(2);
  const pathIndex = args.indexOf('--path');
  const pagePath = pathIndex >= 0 ? (args[pathIndex + 1] ?? '/') : '/';
  const file = args.find((arg, index) => !arg.startsWith('--') && (pathIndex < 0 || index !== pathIndex + 1));
  const normalized = normalizePayload(readPayloadFile(file));
  const images = await getMediaItems(collectImageIds(normalized.blocks, blockRegistry));
  const { blocks, diagnostics } = prepareBlocks(normalized.blocks, blockRegistry, { images });
  for (const diagnostic of [...normalized.problems, ...diagnostics]) console.error(formatDiagnostic(diagnostic));
  process.stdout.write(`${await renderPageBlocks(blocks, pagePath)}\n`);
  return 0;
});
