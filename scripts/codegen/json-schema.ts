/**
 * The two JSON Schemas of every block under codegen/json-schema/ (engine/validate/json-schema.ts):
 * `NAME.payload.json`, the attributes as WordPress sends them, which any tool can check a raw
 * payload with, and `NAME.json`, the validated data its renderer receives.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { payloadJsonSchema, validatedJsonSchema, type BlockDefinition } from '../../engine';
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

export async function jsonSchemaFiles(root: string, entries: readonly BlockEntry[]): Promise<Array<{ path: string; content: string }>> {
  const files = [];
  for (const entry of entries) {
    const definition = await loadDefinition(root, entry.file);
    files.push(
      { path: `codegen/json-schema/${entry.file}.json`, content: `${JSON.stringify(validatedJsonSchema(definition), null, 2)}\n` },
      { path: `codegen/json-schema/${entry.file}.payload.json`, content: `${JSON.stringify(payloadJsonSchema(definition), null, 2)}\n` },
    );
  }
  return files;
}
