/**
 * `npx tsx scripts/fill-fixtures.tsx NAME...`: renders the block fixture cases that have no
 * `output` yet (tests/fixtures/blocks/NAME.json) and writes their HTML and diagnostics back, the
 * way tests/unit/block-fixtures.test.tsx renders them. Add a case with its `title` and `input`,
 * run this, then READ the diff: a fixture is only as good as the review of its output.
 * `--all` re-renders every case of the named files (after an intended change of markup).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { blockRegistry } from '../codegen/generated/registry';
import { formatDiagnostic, preparePayload } from '../engine';
import { renderPageBlocks } from '../site/standalone-render';

interface FixtureCase {
  title: string;
  input: unknown;
  output?: string;
  path?: string;
  diagnostics?: string[];
}

const fixtureDir = path.resolve(__dirname, '../tests/fixtures/blocks');

async function fill(name: string, all: boolean): Promise<number> {
  const file = path.join(fixtureDir, `${name}.json`);
  const cases = JSON.parse(readFileSync(file, 'utf8')) as FixtureCase[];
  let filled = 0;
  for (const fixture of cases) {
    if (fixture.output !== undefined && !all) continue;
    const prepared = preparePayload([fixture.input], blockRegistry);
    const diagnostics = prepared.diagnostics.map(formatDiagnostic);
    fixture.output = await renderPageBlocks(prepared.blocks, fixture.path ?? '/');
    if (diagnostics.length > 0) fixture.diagnostics = diagnostics;
    else delete fixture.diagnostics;
    filled += 1;
  }
  writeFileSync(file, `${JSON.stringify(cases, null, 2)}\n`);
  return filled;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const names = args.filter((arg) => !arg.startsWith('--'));
  if (names.length === 0) throw new Error('usage: npx tsx scripts/fill-fixtures.tsx [--all] NAME...');
  for (const name of names) console.log(`${name}: ${await fill(name, args.includes('--all'))} case(s) rendered`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
