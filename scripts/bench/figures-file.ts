/**
 * Where `npm run bench` keeps its figures: `docs/performance/figures.json`, one entry per group
 * with the run that measured it last (commit, date, machine), and `docs/performance/figures.md`,
 * generated from it for the docs to read. A run of some groups replaces those groups only, so the
 * file always holds the latest figure of every group that has been run.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { meets, shown, type BenchFigure } from './measure';

export const FIGURES_DIR = path.resolve(__dirname, '../../docs/performance');

/** The bench's groups, in the order `npm run bench` runs them and the figures file lists them. */
export const BENCH_GROUPS = ['engine', 'search', 'news', 'server', 'scale', 'archive', 'load', 'lighthouse', 'js'] as const;
export type BenchGroup = (typeof BENCH_GROUPS)[number];

const loadAverage = z.tuple([z.number(), z.number(), z.number()]);

const figureSchema = z.object({
  name: z.string(),
  value: z.number(),
  target: z.object({ op: z.enum(['>=', '<=']), value: z.number() }).optional(),
  note: z.string().optional(),
});

const runSchema = z.object({
  commit: z.string(),
  date: z.string(),
  machine: z.object({
    cores: z.number(),
    cpu: z.string(),
    node: z.string(),
    platform: z.string(),
    /** `os.loadavg()` (1, 5 and 15 minutes) when the group started and when it ended. */
    loadAverage: z.object({ start: loadAverage, end: loadAverage }),
  }),
  figures: z.array(figureSchema),
});

const recordSchema = z.object({ groups: z.record(z.string(), runSchema) });

export type BenchRun = z.infer<typeof runSchema>;
export type BenchMachine = BenchRun['machine'];
export type FiguresRecord = z.infer<typeof recordSchema>;

/** The record with `group`'s entry replaced by `run`, groups in the bench's order (`order`), unknown ones last. */
export function recordRun(record: FiguresRecord, group: string, run: BenchRun, order: readonly string[] = BENCH_GROUPS): FiguresRecord {
  const merged: Record<string, BenchRun> = { ...record.groups, [group]: run };
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  const names = Object.keys(merged).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return { groups: Object.fromEntries(names.map((name) => [name, merged[name] as BenchRun])) };
}

const loads = (values: readonly number[]) => values.map((value) => value.toFixed(2)).join(', ');

/** One line saying which run measured a group, on what. */
export function runLine({ commit, date, machine }: BenchRun): string {
  return (
    `Commit \`${commit}\`, ${date.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}; ${machine.cores} cores (${machine.cpu}), ` +
    `load average ${loads(machine.loadAverage.start)} at the start and ${loads(machine.loadAverage.end)} at the end (1, 5, 15 min); ` +
    `Node ${machine.node}, ${machine.platform}.`
  );
}

const targetCell = ({ value, target }: BenchFigure) =>
  target === undefined ? '' : `${target.op === '>=' ? '≥' : '≤'} ${target.value}${meets(value, target) ? '' : ': MISSED'}`;

/** The markdown the docs read: one section per group, its run, then a table of its figures and their notes. */
export function figuresMarkdown(record: FiguresRecord, order: readonly string[] = BENCH_GROUPS): string {
  const sections = Object.entries(record.groups).map(([group, run]) => {
    const rows = run.figures.map((figure) => `| \`${figure.name}\` | ${shown(figure.value)} | ${targetCell(figure)} |`);
    const notes = run.figures.filter((figure) => figure.note !== undefined).map((figure) => `- \`${figure.name}\`: ${figure.note ?? ''}`);
    return [`## ${group}`, '', runLine(run), '', '| figure | value | target |', '| --- | --- | --- |', ...rows, ...(notes.length > 0 ? ['', ...notes] : [])].join('\n');
  });
  const missing = order.filter((group) => !(group in record.groups));
  return [
    '# Benchmark figures',
    '',
    'Written by `npm run bench` (`scripts/bench/figures-file.ts`) from `figures.json`: do not edit by hand. Each group shows',
    'the last run that measured it. What the figures mean and what sets them: [performance.md](../performance.md).',
    ...(missing.length > 0 ? ['', `Not measured since the bench began writing this file: ${missing.join(', ')} (their earlier figures are in [performance.md](../performance.md#figures-recorded-by-hand-before-the-bench-wrote-them)).`] : []),
    ...sections.flatMap((section) => ['', section]),
    '',
  ].join('\n');
}

/** The record in `dir`, empty when there is none yet; a file that is not a record fails with its name. */
export function readFigures(dir: string): FiguresRecord {
  const file = path.join(dir, 'figures.json');
  if (!existsSync(file)) return { groups: {} };
  const parsed = recordSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is not a bench figures file: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Records `run` as `group`'s latest in `dir`'s figures.json and regenerates figures.md beside it. */
export function writeFigures(dir: string, group: string, run: BenchRun, order: readonly string[] = BENCH_GROUPS): void {
  const record = recordRun(readFigures(dir), group, run, order);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'figures.json'), `${JSON.stringify(record, null, 2)}\n`);
  writeFileSync(path.join(dir, 'figures.md'), figuresMarkdown(record, order));
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: path.resolve(__dirname, '../..'), encoding: 'utf8' }).trim();

/**
 * The commit the figures were measured on, with `+ uncommitted changes` when tracked files differ
 * from it (the figures files themselves aside, which the run is writing).
 */
export function currentCommit(): string {
  const commit = git('rev-parse', '--short=12', 'HEAD');
  const changed = git('status', '--porcelain', '--untracked-files=no', '--', '.', `:!${path.relative(path.resolve(__dirname, '../..'), FIGURES_DIR)}`);
  return changed === '' ? commit : `${commit} + uncommitted changes`;
}

/** This machine, with the load average `loadAtStart` taken when the group began. */
export function currentMachine(loadAtStart: readonly number[]): BenchMachine {
  const [start1 = 0, start5 = 0, start15 = 0] = loadAtStart;
  const [end1 = 0, end5 = 0, end15 = 0] = os.loadavg();
  return {
    cores: os.availableParallelism(),
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    loadAverage: { start: [start1, start5, start15], end: [end1, end5, end15] },
  };
}
