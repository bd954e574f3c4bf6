/**
 * `npm run bench`: runs every benchmark in turn and prints its figures as `name: value` lines
 * (with the target after a figure that has one), each group under a `# group` line. A benchmark is
 * a function returning its figures; add new ones to `benches`. Each starts and stops its own
 * servers, so one that fails is reported (`# group failed: …`) and the others still run; the exit
 * code is then 1. The HTTP and browser benchmarks need a build, and make one when there is none.
 * `npm run bench -- server lighthouse` runs only the groups named. Each group's figures are recorded,
 * with the commit and the machine, in docs/performance/figures.json and figures.md
 * (./bench/figures-file.ts) as soon as it ends; `--no-record` only prints them. After each group's
 * figures a `#` line gives the machine and its load average at the group's start and end, the
 * figures being only as steady as that load.
 */
import os from 'node:os';
import { runArchiveBench } from './bench/archive';
import { runEngineBench } from './bench/engine';
import { runJavaScriptBench } from './bench/javascript';
import { runLighthouseBench } from './bench/lighthouse';
import { runLoadBench } from './bench/load';
import { BENCH_GROUPS, currentCommit, currentMachine, FIGURES_DIR, loadLine, README, writeFigures, type BenchGroup } from './bench/figures-file';
import { formatFigure, type BenchFigure } from './bench/measure';
import { runNewsBench } from './bench/news';
import { runScaleBench } from './bench/scale';
import { runSearchBench } from './bench/search';
import { runServerBench } from './bench/server';

/** Every group's benchmark; they run in the order of BENCH_GROUPS. */
const benches: Record<BenchGroup, () => BenchFigure[] | Promise<BenchFigure[]>> = {
  engine: runEngineBench,
  search: runSearchBench,
  news: runNewsBench,
  server: runServerBench,
  scale: runScaleBench,
  archive: runArchiveBench,
  load: runLoadBench,
  lighthouse: runLighthouseBench,
  js: runJavaScriptBench,
};

const isGroup = (name: string): name is BenchGroup => (BENCH_GROUPS as readonly string[]).includes(name);

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const record = !args.includes('--no-record');
  const only = args.filter((arg) => arg !== '--no-record');
  const unknown = only.filter((name) => !isGroup(name));
  if (unknown.length > 0) throw new Error(`no bench named ${unknown.join(', ')}; the benches are ${BENCH_GROUPS.join(', ')}`);
  const failed: string[] = [];
  for (const group of BENCH_GROUPS.filter((name) => only.length === 0 || only.includes(name))) {
    console.log(`# ${group}`);
    try {
      const loadAtStart = os.loadavg();
      const figures = await benches[group]();
      for (const figure of figures) console.log(formatFigure(figure));
      const machine = currentMachine(loadAtStart);
      console.log(`# ${group} ran on ${loadLine(machine)}`);
      if (record) {
        const run = { commit: currentCommit(), date: new Date().toISOString(), machine, figures };
        writeFigures(FIGURES_DIR, group, run, BENCH_GROUPS, README);
        console.log(`# ${group} recorded in docs/performance/figures.md`);
      }
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
