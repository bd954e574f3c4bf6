import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { combine, cycle, load } from '../../scripts/bench/http';
import fc from 'fast-check';
import { atLeast, atMost, formatFigure, median, medianFigures, percentile } from '../../scripts/bench/measure';

describe('bench figures', () => {
  it('print whole numbers as they are, others with 2 decimals, and the target beside them', () => {
    expect(formatFigure({ name: 'a.count', value: 0, target: atMost(0) })).toBe('a.count: 0 (target ≤ 0)');
    expect(formatFigure({ name: 'a.ratio', value: 0.4567, target: atLeast(0.5) })).toBe('a.ratio: 0.46 (target ≥ 0.5: MISSED)');
    expect(formatFigure({ name: 'a.big', value: 1234.5 })).toBe('a.big: 1235');
  });

  it('print a note on its own comment line after the figure', () => {
    expect(formatFigure({ name: 'lighthouse.home.seo', value: 92, target: atLeast(100), note: 'failing audits: link-text' })).toBe(
      'lighthouse.home.seo: 92 (target ≥ 100: MISSED)\n# lighthouse.home.seo: failing audits: link-text',
    );
  });

  it('take percentiles as the value below which that share falls', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile([7], 0.99)).toBe(7);
  });

  it('over several runs take each figure as its own median, so one slow run decides none of them', () => {
    const run = (score: number, tbt: number, note?: string) => [
      { name: 'lighthouse.home.performance', value: score, target: atLeast(95), ...(note === undefined ? {} : { note }) },
      { name: 'lighthouse.home.tbt_ms', value: tbt, target: atMost(200) },
    ];
    // The third run is the one a busy moment hit: its TBT would have been reported from a median-by-FCP run.
    const figures = medianFigures([run(99, 20), run(100, 0), run(80, 900, 'failing audits: total-blocking-time'), run(98, 40), run(97, 60)]);
    expect(figures).toEqual([
      { name: 'lighthouse.home.performance', value: 98, target: atLeast(95) },
      { name: 'lighthouse.home.tbt_ms', value: 40, target: atMost(200) },
    ]);
    // The note of a run that scored the median stays with the figure.
    expect(medianFigures([run(80, 0, 'failing audits: lcp'), run(70, 0, 'x'), run(90, 0)])[0]).toEqual({
      name: 'lighthouse.home.performance', value: 80, target: atLeast(95), note: 'failing audits: lcp',
    });
  });

  it('give every figure of an odd number of runs a value one of the runs had, between the least and the most', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.integer({ min: 0, max: 5000 }), { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 7 }).filter((runs) => runs.length % 2 === 1), (runs) => {
        const figures = medianFigures(runs.map((values) => values.map((value, i) => ({ name: `f${i}`, value }))));
        figures.forEach((figure, i) => {
          const values = runs.map((values) => values[i] ?? Number.NaN);
          expect(values).toContain(figure.value);
          expect(figure.value).toBe(median(values));
          expect(values.filter((value) => value < figure.value).length).toBeLessThanOrEqual(Math.floor(runs.length / 2));
          expect(values.filter((value) => value > figure.value).length).toBeLessThanOrEqual(Math.floor(runs.length / 2));
        });
      }),
    );
  });
});

describe('bench load', () => {
  let server: Server;
  let url: string;

  beforeAll(async () => {
    server = createServer((request, response) => response.writeHead(request.url === '/missing/' ? 404 : 200).end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('counts every non-2xx answer as a failure and says which', async () => {
    const result = await load(url, { connections: 2, seconds: 1, nextPath: cycle(['/', '/missing/']) });
    expect(result.requests).toBeGreaterThan(10);
    expect(result.failures).toBeGreaterThan(0);
    expect(Math.abs(result.failures - result.requests / 2)).toBeLessThanOrEqual(2);
    expect(result.failureSummary).toMatch(/^404 ×\d+$/);
    expect(result.latencies).toHaveLength(result.requests);
  });

  it('combines runs into one: requests over total time, percentiles over all answers', () => {
    const run = (requests: number, seconds: number, latency: number) => ({
      requests,
      seconds,
      perSecond: requests / seconds,
      latencies: Array<number>(requests).fill(latency),
      p95: latency,
      p99: latency,
      failures: 0,
      failureSummary: '',
    });
    const both = combine([run(100, 1, 5), run(300, 3, 50)]);
    expect(both.perSecond).toBe(100);
    expect(both.p99).toBe(50);
    expect(both.requests).toBe(400);
  });
});
