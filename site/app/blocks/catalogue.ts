/**
 * The data of the block catalogue (/blocks): every registered block file with its CMS names, its
 * JSON Schema and its numbered fixtures (tests/fixtures/blocks/<file>.json). Read from the
 * repository at build time: the catalogue and the schema files are static.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { blockNames } from '../../../codegen/generated/registry';

/** A fixture case as tests/unit/block-fixtures.test.tsx reads it. */
export interface CatalogueCase {
  readonly number: number;
  readonly title: string;
  readonly input: unknown;
  readonly output: string;
  readonly path?: string;
  readonly diagnostics?: readonly string[];
}

export interface CatalogueEntry {
  /** The block file's name, e.g. `text-grid`. */
  readonly file: string;
  readonly names: readonly string[];
  readonly cases: readonly CatalogueCase[];
}

/** The repository root, whether the build runs from it or from site/. */
function repositoryRoot(): string {
  let dir = process.cwd();
  while (!existsSync(path.join(dir, 'codegen', 'json-schema'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('The block catalogue cannot find codegen/json-schema above the working directory');
    dir = parent;
  }
  return dir;
}

const fileNames = (): string[] => Object.keys(blockNames).sort();

/** True for the block files the registry knows; nothing else is read from disk. */
export const isBlockFile = (file: string): file is keyof typeof blockNames => Object.hasOwn(blockNames, file);

export function catalogue(): CatalogueEntry[] {
  const root = repositoryRoot();
  return fileNames().map((file) => {
    const fixturePath = path.join(root, 'tests', 'fixtures', 'blocks', `${file}.json`);
    const raw = existsSync(fixturePath) ? (JSON.parse(readFileSync(fixturePath, 'utf8')) as Omit<CatalogueCase, 'number'>[]) : [];
    return {
      file,
      names: isBlockFile(file) ? blockNames[file] : [],
      cases: raw.map((fixture, index) => ({ ...fixture, number: index + 1 })),
    };
  });
}

/** A block's two JSON Schemas: its validated data, and its attributes as WordPress sends them. */
export type SchemaKind = 'validated' | 'payload';

const schemaSuffix: Readonly<Record<SchemaKind, string>> = { validated: '.json', payload: '.payload.json' };

/** The JSON Schema text of a registered block file. */
export function blockSchemaText(file: string, kind: SchemaKind = 'validated'): string | undefined {
  if (!isBlockFile(file)) return undefined;
  return readFileSync(path.join(repositoryRoot(), 'codegen', 'json-schema', `${file}${schemaSuffix[kind]}`), 'utf8');
}

/** The file names the catalogue serves a block's schemas under, with the schema each is. */
export const schemaFileNames = (file: string): Array<{ readonly name: string; readonly kind: SchemaKind }> =>
  (['validated', 'payload'] as const).map((kind) => ({ name: `${file}${schemaSuffix[kind]}`, kind }));

export const blockFiles = fileNames;

/** Where the catalogue serves a block's JSON Schema. */
export const schemaHref = (file: string, kind: SchemaKind = 'validated'): string => `/blocks/schema/${file}${schemaSuffix[kind]}`;
