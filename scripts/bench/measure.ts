/** What every benchmark shares: the figure it reports and how it times things. */

/** The bound a figure should meet: at least (`>=`) or at most (`<=`) `value`. */
export interface BenchTarget {
  readonly op: '>=' | '<=';
  readonly value: number;
}

/**
 * One printed line of `npm run bench`: `name: value`, then its target when it has one, and a
 * `# note` line when the bench has something to say about it (why it missed, say).
 */
export interface BenchFigure {
  readonly name: string;
  readonly value: number;
  readonly target?: BenchTarget;
  readonly note?: string;
}

export const atLeast = (value: number): BenchTarget => ({ op: '>=', value });
export const atMost = (value: number): BenchTarget => ({ op: '<=', value });

/** Milliseconds taken by `run`, from the monotonic high-resolution clock. */
export function timeMs(run: () => void): number {
  const started = process.hrtime.bigint();
  run();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/** The median of a non-empty list. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

/**
 * Each figure's median over the runs, in the first run's order. Its target comes along, and the
 * note (failing audits) of a run that scored the median, so the note explains the figure shown.
 */
export function medianFigures(runs: readonly (readonly BenchFigure[])[]): BenchFigure[] {
  return (runs[0] ?? []).map(({ name }) => {
    const same = runs.flatMap((figures) => figures.filter((figure) => figure.name === name));
    const value = median(same.map((figure) => figure.value));
    const closest = same.reduce((best, figure) => (Math.abs(figure.value - value) < Math.abs(best.value - value) ? figure : best));
    const { note, ...rest } = closest;
    return { ...rest, value, ...(note !== undefined && closest.value === value ? { note } : {}) };
  });
}

/** The value below which `share` of the sorted values fall. */
export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

/** Median time of `run` over `runs` timed runs, after `warmups` untimed ones. */
export function medianMs(run: () => void, runs: number, warmups = 2): number {
  for (let i = 0; i < warmups; i += 1) run();
  return median(Array.from({ length: runs }, () => timeMs(run)));
}

/** Whether `value` meets `target`. */
export function meets(value: number, target: BenchTarget): boolean {
  return target.op === '>=' ? value >= target.value : value <= target.value;
}

export const shown = (value: number): string => (Number.isInteger(value) || Math.abs(value) >= 100 ? Math.round(value).toString() : value.toFixed(2));

/**
 * A figure as printed: whole numbers as they are and above 100, 2 decimals otherwise, then its target as
 * `(target ≥ 95)`, with `MISSED` when the figure falls short, and its note on a `#` line.
 */
export function formatFigure({ name, value, target, note }: BenchFigure): string {
  const bound = target ? ` (target ${target.op === '>=' ? '≥' : '≤'} ${target.value}${meets(value, target) ? '' : ': MISSED'})` : '';
  return `${name}: ${shown(value)}${bound}${note ? `\n# ${name}: ${note}` : ''}`;
}
