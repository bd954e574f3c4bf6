/**
 * `npx tsx scripts/fill-fixtures.tsx NAME...`: renders the block fixture cases that have no
 * `output` yet (tests/fixtures/blocks/NAME.json) and writes their HTML and diagnostics back, the
 * way tests/unit/block-fixtures.test.tsx renders them. Add a case with its `title` and `input`
 * (or its `block` and `values`, from which this writes the `input` as WordPress stores it:
 * scripts/lib/fixture-cases.ts), run this, then READ the diff: a fixture is only as good as the
 * review of its output.
 * `--all` re-renders every case of the named files (after an intended change of markup).
 * A NAME ending in `.json` is a path to a fixture file. A case whose block the generated registry
 * does not know (a new block before `npm run codegen`) is refused before anything is written:
 * it would render nothing, and an empty output would pass for a reviewed one.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { blockRegistry } from '../codegen/generated/registry';
import { formatDiagnostic, preparePayload } from '../engine';
import { renderPageBlocks } from '../site/standalone-render';
import { caseBlockName, caseInput, readCases, type FixtureCase } from './lib/fixture-cases';
import { InputError, runCli } from './lib/payload-file';

const fixtureDir = path.resolve(__dirname, '../tests/fixtures/blocks');

const USAGE = 'usage: npx tsx scripts/fill-fixtures.tsx [--all] NAME...   (tests/fixtures/blocks/NAME.json, or a path ending in .json)';

const fixtureFile = (name: string): string => (name.endsWith('.json') ? path.resolve(name) : path.join(fixtureDir, `${name}.json`));

/** The block names of the cases that the generated registry does not know, once each. */
function unregistered(cases: readonly FixtureCase[]): string[] {
  const names = cases.map(caseBlockName);
  return [...new Set(names.filter((name) => blockRegistry.lookup(name) === undefined))];
}

async function fill(file: string, cases: FixtureCase[], all: boolean): Promise<number> {
  let filled = 0;
  for (const fixture of cases) {
    const input = caseInput(blockRegistry, fixture);
    const inputChanged = JSON.stringify(input) !== JSON.stringify(fixture.input);
    fixture.input = input;
    if (fixture.output !== undefined && !all && !inputChanged) continue;
    const prepared = preparePayload([input], blockRegistry);
    const diagnostics = prepared.diagnostics.map(formatDiagnostic);
    fixture.output = await renderPageBlocks(prepared.blocks, fixture.path ?? '/');
    if (diagnostics.length > 0) fixture.diagnostics = diagnostics;
    else delete fixture.diagnostics;
    filled += 1;
  }
  writeFileSync(file, `${JSON.stringify(cases, null, 2)}\n`);
  return filled;
}

runCli(USAGE, async () => {
  const args = process.argv.slice(2);
  const names = args.filter((arg) => !arg.startsWith('--'));
  if (names.length === 0) throw new InputError('no fixture NAME given');
  const files = names.map((name) => ({ name, file: fixtureFile(name), cases: readCases(fixtureFile(name)) }));
  const refused = files.flatMap(({ file, cases }) => unregistered(cases).map((block) => `${path.relative(process.cwd(), file)}: ${block === '' ? 'a case without a block name' : `${block} is not a registered block`}`));
  if (refused.length > 0) {
    for (const line of refused) console.error(line);
    console.error('Nothing was written. Register new blocks with `npm run codegen` (it adds block-schemas/ and renderers/ to the registry), then run this again.');
    return 1;
  }
  for (const { name, file, cases } of files) console.log(`${name}: ${await fill(file, cases, args.includes('--all'))} case(s) rendered`);
  return 0;
});
