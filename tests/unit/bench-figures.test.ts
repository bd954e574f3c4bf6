/**
 * `npm run bench` records its figures where the docs read them: each group's last run, with its
 * commit and machine, in figures.json, and the markdown generated from it.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { currentCommit, currentMachine, FIGURES_DIR, figuresMarkdown, pagesTable, README, readFigures, recordRun, withPagesTable, writeFigures, type BenchRun } from '../../scripts/bench/figures-file';
import { atLeast, atMost } from '../../scripts/bench/measure';

const ORDER = ['engine', 'search', 'news'];

const run = (commit: string, figures: BenchRun['figures']): BenchRun => ({
  commit,
  date: '2026-11-26T20:05:00.000Z',
  machine: { cores: 2, cpu: 'Test CPU @ 2.0GHz', node: 'v20.19.0', platform: 'linux 6.1', loadAverage: { start: [7.5, 6, 5], end: [8.25, 6.5, 5.1] } },
  figures,
});

const engineRun = run('abc123def456', [
  { name: 'engine.vs_regex_extraction', value: 17.3, target: atLeast(20), note: 'the regex baseline rejects a key in 19 ns' },
  { name: 'engine.vs_json_parse', value: 1.48, target: atMost(3) },
  { name: 'engine.blocks_per_s', value: 1773.4 },
]);
const searchRun = run('0123456789ab + uncommitted changes', [{ name: 'search.p95_ms_10k', value: 0.05, target: atMost(1) }]);

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-figures-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('recordRun', () => {
  it('replaces the group it ran and keeps the others, in the bench order', () => {
    const first = recordRun({ groups: {} }, 'search', searchRun, ORDER);
    const second = recordRun(first, 'engine', engineRun, ORDER);
    expect(Object.keys(second.groups)).toEqual(['engine', 'search']);
    const newer = run('fedcba987654', [{ name: 'engine.vs_json_parse', value: 1.2, target: atMost(3) }]);
    const third = recordRun(second, 'engine', newer, ORDER);
    expect(third.groups.engine).toEqual(newer);
    expect(third.groups.search).toEqual(searchRun);
  });
});

describe('figuresMarkdown', () => {
  const markdown = figuresMarkdown(recordRun(recordRun({ groups: {} }, 'engine', engineRun, ORDER), 'search', searchRun, ORDER), ORDER);

  it('says which commit, when, and on what machine each group was measured', () => {
    expect(markdown).toContain('## engine\n\nCommit `abc123def456`, 2026-11-26 20:05:00 UTC; 2 cores (Test CPU @ 2.0GHz), load average 7.50, 6.00, 5.00 at the start and 8.25, 6.50, 5.10 at the end');
    expect(markdown).toContain('Commit `0123456789ab + uncommitted changes`');
  });

  it('shows each figure as the bench prints it, with its target, the misses marked, and its note', () => {
    expect(markdown).toContain('| `engine.vs_regex_extraction` | 17.30 | ≥ 20: MISSED |');
    expect(markdown).toContain('| `engine.vs_json_parse` | 1.48 | ≤ 3 |');
    expect(markdown).toContain('| `engine.blocks_per_s` | 1773 |  |');
    expect(markdown).toContain('- `engine.vs_regex_extraction`: the regex baseline rejects a key in 19 ns');
  });

  it('names the groups not measured yet', () => {
    expect(markdown).toContain('Not measured since the bench began writing this file: news');
  });
});

describe('writeFigures', () => {
  it('writes the JSON and the markdown, and a later run of another group keeps the first', () => {
    const dir = tempDir();
    writeFigures(dir, 'engine', engineRun, ORDER);
    writeFigures(dir, 'search', searchRun, ORDER);
    expect(readFigures(dir)).toEqual({ groups: { engine: engineRun, search: searchRun } });
    const markdown = readFileSync(path.join(dir, 'figures.md'), 'utf8');
    expect(markdown).toContain('## engine');
    expect(markdown).toContain('## search');
    expect(markdown).toBe(figuresMarkdown(readFigures(dir), ORDER));
  });

  it('refuses to overwrite a file that is not a figures record, naming it', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'figures.json'), '{"groups": {"engine": {"commit": 1}}}');
    expect(() => writeFigures(dir, 'engine', engineRun, ORDER)).toThrow(`${path.join(dir, 'figures.json')} is not a bench figures file`);
  });
});

describe('the run', () => {
  it('is on this machine and this commit', () => {
    const machine = currentMachine([1, 2, 3]);
    expect(machine.cores).toBe(os.availableParallelism());
    expect(machine.loadAverage.start).toEqual([1, 2, 3]);
    expect(machine.node).toBe(process.version);
    expect(currentCommit()).toMatch(/^[0-9a-f]{12}( \+ uncommitted changes)?$/);
  });
});

describe('docs/performance/figures.md', () => {
  it('is what the bench generates from figures.json, never edited by hand', () => {
    expect(readFileSync(path.join(FIGURES_DIR, 'figures.md'), 'utf8')).toBe(figuresMarkdown(readFigures(FIGURES_DIR)));
  });
});

describe('the pages table', () => {
  const lighthouseRun = run('abc123def456', [
    { name: 'lighthouse.blank.performance', value: 100 },
    { name: 'lighthouse.blank.tbt_ms', value: 40 },
    { name: 'lighthouse.home.performance', value: 74, target: atLeast(95) },
    { name: 'lighthouse.home.tbt_ms', value: 1540, target: atMost(200) },
    { name: 'lighthouse.home.lcp_ms', value: 1719, target: atMost(2000) },
  ]);
  const jsRun = run('abc123def456', [
    { name: 'js.blank_kb', value: 131.7 },
    { name: 'js.home_kb', value: 189 },
    { name: 'js.home_vs_blank', value: 1.435, target: atMost(1.15) },
  ]);
  const record = recordRun(recordRun({ groups: {} }, 'lighthouse', lighthouseRun), 'js', jsRun);

  it('shows each audited page, the blank page first, with its misses and the runs it came from', () => {
    const table = pagesTable(record) ?? '';
    expect(table).toContain('| blank | 100 | 40 ms |');
    expect(table).toContain('| home | 74 (missed) | 1540 ms (missed) |');
    expect(table).toMatch(/\| home \|.*\| 1719 ms \| 189 KB \| 1\.44× \(missed\) \|/);
    expect(table).toContain('load average 7.50, 6.00, 5.00 at the start');
  });

  it('is none before Lighthouse has been recorded', () => {
    expect(pagesTable({ groups: {} })).toBeUndefined();
  });

  it('replaces what is between the README markers and nothing else', () => {
    const readme = '# Title\n\n<!-- bench:pages:start (written by npm run bench: do not edit) -->\nold\n<!-- bench:pages:end -->\n\n## Next\n';
    const written = withPagesTable(readme, record);
    expect(written.startsWith('# Title\n')).toBe(true);
    expect(written.endsWith('<!-- bench:pages:end -->\n\n## Next\n')).toBe(true);
    expect(written).not.toContain('old');
    expect(withPagesTable(written, record)).toBe(written);
    expect(withPagesTable('# no markers\n', record)).toBe('# no markers\n');
  });

  it('in the README is what the bench generates from figures.json', () => {
    const text = readFileSync(README, 'utf8');
    expect(withPagesTable(text, readFigures(FIGURES_DIR))).toBe(text);
  });
});
