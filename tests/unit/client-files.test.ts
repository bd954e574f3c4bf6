/**
 * The client-file convention (docs/blocks.md, "Client files"): a `<name>.client.tsx` leaf is
 * the only file a
 * server component imports for behaviour, and it carries `'use client'`; its `<name>.impl.tsx`
 * is reached only through the leaf (`lazyLeaf(() => import('./<name>.impl'))`) and carries none.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');

function filesUnder(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(folder, file));
}

const sources = [...filesUnder('renderers'), ...filesUnder('site').filter((file) => !file.includes('.next'))];
/** Each file's code, its block comments left out (they show imports as examples). */
const text = new Map(sources.map((file) => [file, readFileSync(path.join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')]));
const startsClient = (file: string) => /^\s*'use client';/.test(text.get(file) ?? '');

/** Files that import `target` for its code (a dynamic import or a value import; `import type` aside). */
function codeImporters(target: string): string[] {
  const name = path.basename(target).replace(/\.tsx$/, '');
  const pattern = new RegExp(`(?:import\\(|^import (?!type )[^;]*? from )'[./]*(?:[\\w-]+/)*${name.replace('.', '\\.')}'`, 'm');
  return sources.filter((file) => file !== target && pattern.test(text.get(file) ?? ''));
}

describe('client files', () => {
  const leaves = sources.filter((file) => file.endsWith('.client.tsx') && file.startsWith('renderers'));
  const impls = sources.filter((file) => file.endsWith('.impl.tsx'));

  it('every leaf carries use client', () => {
    expect(leaves.length).toBeGreaterThan(5);
    expect(leaves.filter((file) => !startsClient(file))).toEqual([]);
  });

  it('no behaviour file carries use client: it is reached only through its leaf', () => {
    expect(impls.length).toBeGreaterThan(5);
    expect(impls.filter(startsClient)).toEqual([]);
    for (const impl of impls) {
      const importers = codeImporters(impl);
      expect(importers.length, `${impl} is imported by no leaf`).toBeGreaterThan(0);
      expect(importers.filter((file) => !file.endsWith('.client.tsx')), `${impl} is imported by more than its leaf`).toEqual([]);
    }
  });
});
