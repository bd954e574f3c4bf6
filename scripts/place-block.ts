/**
 * `npx tsx scripts/place-block.ts PAGE FIXTURE [--case TITLE] [--at N]`: puts a fixture case's
 * block on a page of the embedded CMS, as WordPress stores it there (content/pages/PAGE.json,
 * `blocks`): the first case of tests/fixtures/blocks/FIXTURE.json, or the one titled TITLE, at
 * position N of the page's top-level blocks (0 is the first; default: the end). Run
 * `npx tsx scripts/fill-fixtures.tsx FIXTURE` first, so a case written as values has its input.
 * The site reads the embedded content when it is built: `npm run build` shows the page with it.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { blockRegistry } from '../codegen/generated/registry';
import { isRecord } from '../engine';
import { caseInput, readCases } from './lib/fixture-cases';
import { InputError, option, readPayloadFile, runCli } from './lib/payload-file';

const USAGE = 'usage: npx tsx scripts/place-block.ts PAGE FIXTURE [--case TITLE] [--at N]   (content/pages/PAGE.json, tests/fixtures/blocks/FIXTURE.json; either may be a path ending in .json)';

const root = path.resolve(__dirname, '..');
const fileOf = (name: string, folder: string): string => (name.endsWith('.json') ? path.resolve(name) : path.join(root, folder, `${name}.json`));

function readPage(file: string): { blocks: unknown[] } & Record<string, unknown> {
  const page = readPayloadFile(file);
  if (!isRecord(page) || !Array.isArray(page.blocks)) throw new InputError(`${file}: not a page of the embedded CMS (no blocks list)`);
  return page as { blocks: unknown[] } & Record<string, unknown>;
}

runCli(USAGE, () => {
  const args = process.argv.slice(2);
  const [pageName, fixtureName] = args.filter((arg, index) => !arg.startsWith('--') && !['--case', '--at'].includes(args[index - 1] ?? ''));
  if (pageName === undefined || fixtureName === undefined) throw new InputError('PAGE and FIXTURE are required');
  const pageFile = fileOf(pageName, 'content/pages');
  const page = readPage(pageFile);
  const cases = readCases(fileOf(fixtureName, 'tests/fixtures/blocks'));
  const title = option(args, '--case');
  const chosen = title === undefined ? cases[0] : cases.find((fixture) => fixture.title === title);
  if (chosen === undefined) throw new InputError(title === undefined ? 'the fixture has no case' : `no case titled '${title}'`);
  const block = caseInput(blockRegistry, chosen);
  const at = Number(option(args, '--at') ?? page.blocks.length);
  if (!Number.isInteger(at) || at < 0 || at > page.blocks.length) throw new InputError(`--at must be a whole number from 0 to ${page.blocks.length}`);
  page.blocks.splice(at, 0, block);
  writeFileSync(pageFile, `${JSON.stringify(page, null, 2)}\n`);
  console.log(`${path.relative(process.cwd(), pageFile)}: '${chosen.title}' placed as block ${at + 1} of ${page.blocks.length}; npm run build to see it at ${String(page.uri ?? '')}`);
  return 0;
});
