/**
 * `npm run bench`: runs every benchmark in turn and prints its figures as `name: value` lines
 * (with the target after a figure that has one), each group under a `# group` line. A benchmark is
 * a function returning its figures; add new ones to `benches`. Each starts and stops its own
 * servers, so one that fails is reported (`# group failed: …`) and the others still run; the exit
 * code is then 1. The HTTP and browser benchmarks need a build, and make one when there is none.
 * `npm run bench -- server lighthouse` runs only the groups named.
 */
import { runEngineBench } from './bench/engine';
import { runJavaScriptBench } from './bench/javascript';
import { runLighthouseBench } from './bench/lighthouse';
import { runLoadBench } from './bench/load';
import { formatFigure, type BenchFigure } from './bench/measure';
import { runNewsBench } from './bench/news';
import { runScaleBench } from './bench/scale';
import { runSearchBench } from './bench/search';
import { runServerBench } from './bench/server';

const benches: ReadonlyArray<readonly [string, () => BenchFigure[] | Promise<BenchFigure[]>]> = [
  ['engine', runEngineBench],
  ['search', runSearchBench],
  ['news', runNewsBench],
  ['server', runServerBench],
  ['scale', runScaleBench],
  ['load', runLoadBench],
  ['lighthouse', runLighthouseBench],
  ['js', runJavaScriptBench],
];

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const unknown = only.filter((name) => !benches.some(([group]) => group === name));
  if (unknown.length > 0) throw new Error(`no bench named ${unknown.join(', ')}; the benches are ${benches.map(([group]) => group).join(', ')}`);
  const failed: string[] = [];
  for (const [group, bench] of benches.filter(([name]) => only.length === 0 || only.includes(name))) {
    console.log(`# ${group}`);
    try {
      for (const figure of await bench()) console.log(formatFigure(figure));
    } catch (error) {
      failed.push(group);
      console.log(`# ${group} failed: ${error instanceof Error ? error.message : String(error)}`);
      console.error(error);
    }
  }
  if (failed.length > 0) {
    console.log(`# failed: ${failed.join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
