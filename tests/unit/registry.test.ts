import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { blockNames, blockRegistry } from '../../codegen/generated/registry';
import { preparePayload } from '../../engine';
import { scanBlocks } from '../../scripts/codegen/registry';

const root = path.resolve(__dirname, '../..');
const entries = scanBlocks(root);

interface FixtureCase {
  readonly title: string;
  readonly input: unknown;
  readonly diagnostics?: readonly string[];
}

const fixturesOf = (file: string): FixtureCase[] =>
  JSON.parse(readFileSync(path.join(root, 'tests/fixtures/blocks', `${file}.json`), 'utf8')) as FixtureCase[];

describe('the block registry', () => {
  it('pairs every block schema with a renderer of the same name', () => {
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.filter((entry) => !entry.hasRenderer).map((entry) => entry.file)).toEqual([]);
  });

  it('serves every declared CMS name, each once', () => {
    const declared = entries.flatMap((entry) => entry.names);
    expect(new Set(declared).size).toBe(declared.length);
    expect([...blockRegistry.names]).toEqual([...declared].sort());
    expect(Object.keys(blockNames).sort()).toEqual(entries.map((entry) => entry.file).sort());
  });

  it('has fixtures for every block', () => {
    expect(entries.filter((entry) => !existsSync(path.join(root, 'tests/fixtures/blocks', `${entry.file}.json`))).map((e) => e.file)).toEqual([]);
  });
});

describe('the generated JSON Schemas', () => {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);

  it.each(entries.map((entry) => entry.file))('%s: compiles and accepts the data of every valid fixture', (file) => {
    const schema = JSON.parse(readFileSync(path.join(root, 'codegen/json-schema', `${file}.json`), 'utf8')) as object;
    const validate = ajv.compile(schema);
    const valid = fixturesOf(file).filter((fixture) => (fixture.diagnostics ?? []).length === 0);
    for (const fixture of valid) {
      const { blocks } = preparePayload([fixture.input], blockRegistry);
      const data: unknown = JSON.parse(JSON.stringify(blocks[0]?.data ?? null));
      expect(validate(data), `${fixture.title}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
  });
});
