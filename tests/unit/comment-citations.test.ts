/**
 * Comments state the rule itself, or name a file of the repository: someone who clones it can
 * follow every one. A comment that cites the product spec, the design notes, an issue or a named
 * README section fails this test with its file and line.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { citationsIn, missingCitedPaths, scanTree } from '../support/comment-citations';

const root = path.resolve(__dirname, '../..');
const lines = (file: string, source: string) => citationsIn(file, source).map(({ line }) => line);

describe('comments citing documents outside the repository', () => {
  it('are found in the comments of every language the tree holds', () => {
    expect(lines('a.ts', "const a = 1; // max three (spec 2.5)\n/**\n * The eyebrow (DESIGN §7).\n */\nconst b = 2;")).toEqual([1, 3]);
    expect(lines('a.tsx', 'const a = (\n  <div>\n    {/* no way back (Spec 2.5). */}\n  </div>\n);')).toEqual([3]);
    expect(lines('a.mjs', '/* issue 3 point 10 */ export default 1;')).toEqual([1]);
    expect(lines('a.css', '.a {\n  /* presets of spec 9 */\n  color: red;\n}')).toEqual([2]);
    expect(lines('a.php', "<?php\n$a = 1; // issue 17\n# DESIGN notes\n/* the spec */\n$b = 'spec 2.5';")).toEqual([2, 3, 4]);
    expect(lines('run', "#!/usr/bin/env bash\n# runs README 'Forms'\necho \"spec 2\" # (spec 9)")).toEqual([2, 3]);
    expect(lines('a.yml', 'on: push # issue 8\nname: "spec 2.5"')).toEqual([1]);
    expect(lines('a.graphql', '# What the frame needs (spec\n# 2.1)\nquery A { a }')).toEqual([1]);
  });

  it('leave code, strings and the README itself alone', () => {
    expect(lines('a.ts', "const spec = { size: 2 };\nconst s = 'spec 2.5 (DESIGN §7)';\nconst r = /\\(spec [^)]*\\)/g;\n// Warnings fail too (the setting the README recommends).")).toEqual([]);
    expect(lines('a.tsx', '<p title="issue 3">{`spec ${2}`}</p>;\n// Runs the README\'s test command.')).toEqual([]);
    expect(lines('a.css', '.a::after { content: "spec 9"; }')).toEqual([]);
  });

  it('are none in this repository', () => {
    expect(scanTree(root).map(({ where, line }) => `${where}: ${line}`)).toEqual([]);
  }, 300_000);
});

describe('files that comments and docs name', () => {
  it('are checked: a missing file and a machine path are found, placeholders and files a doc shows are not', () => {
    const tree = mkdtempSync(path.join(tmpdir(), 'cited-'));
    mkdirSync(path.join(tree, 'docs'));
    mkdirSync(path.join(tree, 'site'));
    writeFileSync(path.join(tree, 'site/a.ts'), '/** Read by site/b.ts and site/a.ts, one per NAME.ts (site/[...path]/route.ts). */\nexport const a = 1;\n');
    writeFileSync(path.join(tree, 'README.md'), 'See docs/gone.md.\n\nWrite `site/new.ts`:\n\n```ts\nexport {};\n```\n');
    writeFileSync(path.join(tree, 'docs/run.md'), 'Run it from /work/shared/tool.\n');
    try {
      expect(missingCitedPaths(tree)).toEqual(['README.md: docs/gone.md', 'docs/run.md: a path of this machine (/work/shared/tool.)', 'site/a.ts: site/b.ts']);
    } finally {
      rmSync(tree, { recursive: true, force: true });
    }
  });

  it('all exist in the repository, and no comment or doc names a path of one machine', () => {
    expect(missingCitedPaths(root)).toEqual([]);
  }, 300_000);
});
