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

/** Packages the browser never needs: the server computes with them and sends the result. */
const SERVER_ONLY_PACKAGES = ['d3-geo', 'd3-array', 'htmlparser2', 'css-select', 'sanitize-html', 'graphql', 'better-sqlite3', 'pg'];

/** `from` resolved to a source file, or undefined for a package. */
function resolveSource(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.join(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((file) => text.has(file));
}

/** Every package the code of `entry` reaches through value imports (`import type` aside). */
function packagesReached(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = text.get(file) ?? '';
    for (const match of code.matchAll(/(?:^import (?!type )[^;]*? from |^export (?!type )[^;]*? from |import\()'([^']+)'/gm)) {
      const specifier = match[1] as string;
      const source = resolveSource(file, specifier);
      if (source !== undefined) visit(source);
      else if (!specifier.startsWith('.')) packages.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] as string));
    }
  };
  visit(entry);
  return packages;
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

  it('no client code reaches a package the browser never needs (the region map gets its markers projected)', () => {
    const clientCode = sources.filter((file) => file.endsWith('.client.tsx') || file.endsWith('.impl.tsx') || startsClient(file));
    expect(clientCode.length).toBeGreaterThan(10);
    const reached = clientCode.flatMap((file) => [...packagesReached(file)].filter((name) => SERVER_ONLY_PACKAGES.includes(name)).map((name) => `${file} → ${name}`));
    expect(reached).toEqual([]);
    // The walk itself: the map's server renderer does reach d3-geo.
    expect(packagesReached('renderers/region-map.tsx').has('d3-geo')).toBe(true);
  });
});
