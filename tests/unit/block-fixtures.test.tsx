/**
 * Every block type against its numbered fixtures: each case is a block as wp-graphql-gutenberg
 * serves it, the exact HTML it renders to through the generated registry, and the diagnostics it
 * yields. A case may name the page `path` it renders on (path-based variations). A case written
 * as the block's values holds the `input` those values make (scripts/fill-fixtures.tsx writes it).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockNames, blockRegistry } from '../../codegen/generated/registry';
import { drawsPageHeading, formatDiagnostic, preparePayload } from '../../engine';
import { caseInput, type FixtureCase } from '../../scripts/lib/fixture-cases';
import { renderPageBlocks } from '../../site/standalone-render';

const fixtureDir = path.resolve(__dirname, '../fixtures/blocks');
const fixtureFiles = readdirSync(fixtureDir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.replace(/\.json$/, ''))
  .sort();

const loadCases = (file: string): FixtureCase[] =>
  JSON.parse(readFileSync(path.join(fixtureDir, `${file}.json`), 'utf8')) as FixtureCase[];

describe('block fixtures', () => {
  it('exist for every registered block file, and every fixture file is a registered block', () => {
    expect(fixtureFiles).toEqual(Object.keys(blockNames).sort());
  });

  describe.each(fixtureFiles)('%s', (file) => {
    const cases = loadCases(file).map((fixture, index) => ({ ...fixture, number: index + 1 }));
    it.each(cases)('$number. $title', async (fixture) => {
      const { input, output = '', diagnostics = [], path: pagePath = '/' } = fixture;
      expect(input, 'the input its values make (npx tsx scripts/fill-fixtures.tsx writes it)').toEqual(caseInput(blockRegistry, fixture));
      const prepared = preparePayload([input], blockRegistry);
      expect(prepared.diagnostics.map(formatDiagnostic)).toEqual(diagnostics);
      // As the site renders them (its markup settings: trailing slashes, images), as `npm run render` does.
      expect(await renderPageBlocks(prepared.blocks, pagePath)).toBe(output);
      // The definition's `drawsPageHeading` is what the renderer does: the page adds a title exactly when no block drew one.
      expect(drawsPageHeading(prepared.blocks), 'drawsPageHeading').toBe(/<h1[\s>]/.test(output));
    });
  });
});
