/**
 * JSON Schemas of every block under codegen/json-schema/, from the zod schemas with zod 4's own
 * `z.toJSONSchema` (draft 2020-12). They describe a block's data after unflattening and
 * validation, i.e. exactly what its renderer receives, for tools outside TypeScript.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import type { BlockDefinition } from '../../engine';
import type { BlockEntry } from './registry';

const isDefinition = (value: unknown): value is BlockDefinition =>
  typeof value === 'object' && value !== null && 'schema' in value && 'names' in value;

export async function loadDefinition(root: string, file: string): Promise<BlockDefinition> {
  const mod: unknown = await import(pathToFileURL(path.join(root, 'block-schemas', `${file}.ts`)).href);
  const candidate = typeof mod === 'object' && mod !== null && 'default' in mod ? mod.default : undefined;
  // tsx may wrap a default export once more when it loads TypeScript as CommonJS.
  const unwrapped = isDefinition(candidate) ? candidate : typeof candidate === 'object' && candidate !== null && 'default' in candidate ? candidate.default : undefined;
  if (!isDefinition(unwrapped)) throw new Error(`block-schemas/${file}.ts: the default export is not a defineBlock(...) definition`);
  return unwrapped;
}

export function blockJsonSchema(definition: BlockDefinition): Record<string, unknown> {
  const schema = z.toJSONSchema(definition.schema, { io: 'output', unrepresentable: 'any', target: 'draft-2020-12' });
  return { ...schema, title: definition.names[0], 'x-block-names': [...definition.names] };
}

export async function jsonSchemaFiles(root: string, entries: readonly BlockEntry[]): Promise<Array<{ path: string; content: string }>> {
  const files = [];
  for (const entry of entries) {
    const definition = await loadDefinition(root, entry.file);
    files.push({ path: `codegen/json-schema/${entry.file}.json`, content: `${JSON.stringify(blockJsonSchema(definition), null, 2)}\n` });
  }
  return files;
}
