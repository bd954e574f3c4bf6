/**
 * `npm run codegen`: the block registry, the JSON Schemas of every block, and the typed GraphQL
 * operations. `npm run codegen -- --check` regenerates in memory and fails when a committed file
 * is stale, so CI catches a schema added without running codegen.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateGraphqlFiles } from './codegen-graphql';
import { jsonSchemaFiles } from './codegen/json-schema';
import { registrySource, scanBlocks } from './codegen/registry';

const root = path.resolve(__dirname, '..');
const check = process.argv.includes('--check');

async function main(): Promise<number> {
  const entries = scanBlocks(root);
  for (const entry of entries.filter((e) => !e.hasRenderer)) {
    console.error(`block-schemas/${entry.file}.ts has no renderers/${entry.file}.tsx: the typecheck will fail until it exists`);
  }
  const files = [
    { path: 'codegen/generated/registry.ts', content: registrySource(entries) },
    ...(await jsonSchemaFiles(root, entries)),
    ...(await generateGraphqlFiles()),
  ];
  const wanted = new Set(files.map((f) => f.path));
  const strays = readdirSync(path.join(root, 'codegen/json-schema'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => `codegen/json-schema/${name}`)
    .filter((p) => !wanted.has(p));
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
  for (const p of strays) rmSync(path.join(root, p));
  console.log(`codegen: ${entries.length} blocks, ${stale.length} of ${files.length} files written, ${strays.length} removed`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
