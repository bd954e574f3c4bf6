/**
 * `npm run bench`: runs every benchmark in turn and prints its figures as `name: value` lines.
 * A benchmark is a function returning its figures; add new ones to `benches`.
 */
import { runEngineBench } from './bench/engine';
import { runNewsBench } from './bench/news';
import { formatFigure, type BenchFigure } from './bench/measure';
import { runSearchBench } from './bench/search';

const benches: ReadonlyArray<() => BenchFigure[] | Promise<BenchFigure[]>> = [runEngineBench, runSearchBench, runNewsBench];

async function main(): Promise<void> {
  for (const bench of benches) {
    for (const figure of await bench()) console.log(formatFigure(figure));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
