/**
 * `npm run codegen`: the block registry, the JSON Schemas of every block, the typed GraphQL
 * operations, and the WordPress plugin's block types and ACF field groups. `npm run codegen -- --check` regenerates in memory and fails when a committed file
 * is stale, so CI catches a schema added without running codegen.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateGraphqlFiles } from './codegen-graphql';
import { jsonSchemaFiles, loadDefinition } from './codegen/json-schema';
import { registrySource, scanBlocks } from './codegen/registry';
import { ACF_JSON_DIR, BLOCKS_DIR, wordpressFiles } from './codegen/wordpress';
import { exitWhenWritten } from './lib/payload-file';

const root = path.resolve(__dirname, '..');
const check = process.argv.includes('--check');

/** The generated files a folder holds now: its `.json` files, or the `block.json` of each folder in it. */
function generatedFilesIn(dir: string, suffix: '.json' | '/block.json'): string[] {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  if (suffix === '.json') return readdirSync(full).filter((name) => name.endsWith('.json')).map((name) => `${dir}/${name}`);
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(full, entry.name, 'block.json')))
    .map((entry) => `${dir}/${entry.name}/block.json`);
}

async function main(): Promise<number> {
  const entries = scanBlocks(root);
  for (const entry of entries.filter((e) => !e.hasRenderer)) {
    console.error(`block-schemas/${entry.file}.ts has no renderers/${entry.file}.tsx: the typecheck will fail until it exists`);
  }
  const definitions = await Promise.all(entries.map((entry) => loadDefinition(root, entry.file)));
  const files = [
    { path: 'codegen/generated/registry.ts', content: registrySource(entries) },
    ...(await jsonSchemaFiles(root, entries)),
    ...(await generateGraphqlFiles(definitions)),
    ...wordpressFiles(entries.map((entry, index) => ({ definition: definitions[index] as (typeof definitions)[number], source: readFileSync(path.join(root, 'block-schemas', `${entry.file}.ts`), 'utf8') }))),
  ];
  const wanted = new Set(files.map((f) => f.path));
  const strays = [...generatedFilesIn('codegen/json-schema', '.json'), ...generatedFilesIn(ACF_JSON_DIR, '.json'), ...generatedFilesIn(BLOCKS_DIR, '/block.json')].filter((p) => !wanted.has(p));
  const stale = files.filter((f) => {
    const target = path.join(root, f.path);
    return !existsSync(target) || readFileSync(target, 'utf8') !== f.content;
  });
  if (check) {
    for (const f of stale) console.error(`stale: ${f.path} (run npm run codegen)`);
    for (const p of strays) console.error(`stray: ${p} (its block schema is gone; run npm run codegen)`);
    if (stale.length + strays.length > 0) return 1;
    console.log(`codegen up to date: ${entries.length} blocks, ${files.length} files`);
    return 0;
  }
  for (const f of stale) {
    mkdirSync(path.dirname(path.join(root, f.path)), { recursive: true });
    writeFileSync(path.join(root, f.path), f.content);
  }
  for (const p of strays) rmSync(p.endsWith('/block.json') ? path.dirname(path.join(root, p)) : path.join(root, p), { recursive: true });
  console.log(`codegen: ${entries.length} blocks, ${stale.length} of ${files.length} files written, ${strays.length} removed`);
  return 0;
}

main().then(
  (code) => exitWhenWritten(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    exitWhenWritten(2);
  },
);
