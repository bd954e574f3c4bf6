/** What every benchmark shares: the figure it reports and how it times things. */

/** One printed line of `npm run bench`: `name: value`. */
export interface BenchFigure {
  readonly name: string;
  readonly value: number;
}

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

/** Median time of `run` over `runs` timed runs, after `warmups` untimed ones. */
export function medianMs(run: () => void, runs: number, warmups = 2): number {
  for (let i = 0; i < warmups; i += 1) run();
  return median(Array.from({ length: runs }, () => timeMs(run)));
}

/** A figure rounded for printing: 2 decimals below 100, whole numbers above. */
export function formatFigure({ name, value }: BenchFigure): string {
  const shown = Math.abs(value) >= 100 ? Math.round(value).toString() : value.toFixed(2);
  return `${name}: ${shown}`;
}
