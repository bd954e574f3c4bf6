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

/** The machine and its load while a group ran: `2 cores (cpu), load average … at the start and … at the end (1, 5, 15 min)`. */
export function loadLine(machine: BenchMachine): string {
  return `${machine.cores} cores (${machine.cpu}), load average ${loads(machine.loadAverage.start)} at the start and ${loads(machine.loadAverage.end)} at the end (1, 5, 15 min)`;
}

/** One line saying which run measured a group, on what. */
export function runLine({ commit, date, machine }: BenchRun): string {
  return `Commit \`${commit}\`, ${date.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}; ${loadLine(machine)}; Node ${machine.node}, ${machine.platform}.`;
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
    ...(pagesTable(record) === undefined ? [] : ['', '## Audited pages', '', pagesTable(record) ?? '']),
    ...(missing.length > 0 ? ['', `Not measured since the bench began writing this file: ${missing.join(', ')} (their earlier figures are in [performance.md](../performance.md#figures-recorded-by-hand-before-the-bench-wrote-them)).`] : []),
    ...sections.flatMap((section) => ['', section]),
    '',
  ].join('\n');
}

/** The columns of the pages table: the figure's suffix, its heading, and how its value is shown. */
const PAGE_COLUMNS: ReadonlyArray<{ group: string; suffix: string; heading: string; unit: string }> = [
  { group: 'lighthouse', suffix: '.performance', heading: 'performance', unit: '' },
  { group: 'lighthouse', suffix: '.tbt_ms', heading: 'total blocking time', unit: ' ms' },
  { group: 'lighthouse', suffix: '.tbt_vs_blank', heading: 'TBT ÷ blank page', unit: '×' },
  { group: 'lighthouse', suffix: '.tti_ms', heading: 'time to interactive', unit: ' ms' },
  { group: 'lighthouse', suffix: '.mainthread_ms', heading: 'main-thread work', unit: ' ms' },
  { group: 'lighthouse', suffix: '.bootup_ms', heading: 'bootup', unit: ' ms' },
  { group: 'lighthouse', suffix: '.lcp_ms', heading: 'LCP', unit: ' ms' },
  { group: 'js', suffix: '_kb', heading: 'JS (gzip)', unit: ' KB' },
  { group: 'js', suffix: '_vs_blank', heading: 'JS ÷ blank page', unit: '×' },
];

/**
 * The audited pages side by side (Lighthouse's performance and what sets it, and the JavaScript
 * weighed against the blank Next page), each figure as the lighthouse and js groups last recorded
 * it, then the runs they came from; undefined until the lighthouse group has been recorded.
 */
export function pagesTable(record: FiguresRecord): string | undefined {
  const lighthouse = record.groups.lighthouse;
  if (lighthouse === undefined) return undefined;
  const pages = lighthouse.figures.flatMap(({ name }) => /^lighthouse\.([^.]+)\.performance$/.exec(name)?.[1] ?? []);
  const cell = (page: string, { group, suffix, unit }: (typeof PAGE_COLUMNS)[number]) => {
    const prefix = group === 'lighthouse' ? `lighthouse.${page}` : `js.${page}`;
    const figure = record.groups[group]?.figures.find(({ name }) => name === `${prefix}${suffix}`);
    if (figure === undefined) return '';
    return `${shown(figure.value)}${unit}${figure.target === undefined || meets(figure.value, figure.target) ? '' : ' (missed)'}`;
  };
  const targets = (group: string) => {
    const run = record.groups[group];
    return run === undefined ? [] : [`${group === 'lighthouse' ? 'Lighthouse (mobile, each figure the median of 5 runs)' : 'JavaScript'}: ${runLine(run)}`];
  };
  return [
    `| page | ${PAGE_COLUMNS.map(({ heading }) => heading).join(' | ')} |`,
    `| --- | ${PAGE_COLUMNS.map(() => '---').join(' | ')} |`,
    ...pages.map((page) => `| ${page} | ${PAGE_COLUMNS.map((column) => cell(page, column)).join(' | ')} |`),
    '',
    'Targets: performance ≥ 95, total blocking time ≤ 200 ms, LCP ≤ 2,000 ms, JS ≤ 1.15× the blank page (`blank`: a blank Next App Router page the bench builds with the same Next and React).',
    ...['lighthouse', 'js'].flatMap(targets).map((line) => `\n${line}`),
  ].join('\n');
}

const README_START = '<!-- bench:pages:start (written by npm run bench: do not edit) -->';
const README_END = '<!-- bench:pages:end -->';

/**
 * `text` (the README) with the pages table of `record` between its bench markers; unchanged when
 * it has no markers or the record has no lighthouse run yet.
 */
export function withPagesTable(text: string, record: FiguresRecord): string {
  const table = pagesTable(record);
  const start = text.indexOf(README_START);
  const end = text.indexOf(README_END);
  if (table === undefined || start < 0 || end < start) return text;
  return `${text.slice(0, start + README_START.length)}\n\n${table}\n\n${text.slice(end)}`;
}

/** The record in `dir`, empty when there is none yet; a file that is not a record fails with its name. */
export function readFigures(dir: string): FiguresRecord {
  const file = path.join(dir, 'figures.json');
  if (!existsSync(file)) return { groups: {} };
  const parsed = recordSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is not a bench figures file: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/**
 * Records `run` as `group`'s latest in `dir`'s figures.json and regenerates figures.md beside it,
 * and the pages table in `readme` when one is given.
 */
export function writeFigures(dir: string, group: string, run: BenchRun, order: readonly string[] = BENCH_GROUPS, readme?: string): void {
  const record = recordRun(readFigures(dir), group, run, order);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'figures.json'), `${JSON.stringify(record, null, 2)}\n`);
  writeFileSync(path.join(dir, 'figures.md'), figuresMarkdown(record, order));
  if (readme !== undefined) writeFileSync(readme, withPagesTable(readFileSync(readme, 'utf8'), record));
}

/** README.md at the repository root, whose pages table the bench rewrites. */
export const README = path.resolve(__dirname, '../../README.md');

const git = (...args: string[]) => execFileSync('git', args, { cwd: path.resolve(__dirname, '../..'), encoding: 'utf8' }).trim();

/**
 * The commit the figures were measured on, with `+ uncommitted changes` when tracked files differ
 * from it (the files the run itself writes aside: the figures and the README's pages table).
 */
export function currentCommit(): string {
  const root = path.resolve(__dirname, '../..');
  const commit = git('rev-parse', '--short=12', 'HEAD');
  const changed = git('status', '--porcelain', '--untracked-files=no', '--', '.', `:!${path.relative(root, FIGURES_DIR)}`, `:!${path.relative(root, README)}`);
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
