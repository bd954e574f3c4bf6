/**
 * A crawl of 10,000 random paths the CMS does not know leaves the site's cache on disk as it was:
 * each such path used to write about 7 files, 80 KB, under site/.next/server/. They
 * are all answered 404 by the one prerendered not-found page, and nothing of theirs is kept.
 */
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { seededRandom } from '../../scripts/lib/random';
import { filesUnder, totalBytes } from '../support/attacker';

const siteUrl = inject('siteUrl');
const NEXT_DIR = path.resolve(__dirname, '../../site/.next');
const PATHS = 10_000;
const CONCURRENCY = 16;

interface Probe {
  readonly path: string;
  readonly method: 'GET' | 'HEAD';
  readonly headers: Record<string, string>;
}

/** Random unknown paths in the shapes a crawler or a scanner asks for. */
function randomProbes(count: number, seed: number): Probe[] {
  const random = seededRandom(seed);
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const word = () => Array.from({ length: 4 + Math.floor(random() * 9) }, () => pick([...'abcdefghijklmnopqrstuvwxyz0123456789-'])).join('');
  const shapes: Array<() => string> = [
    () => `/${word()}/`,
    () => `/news/${word()}/`,
    () => `/${word()}/${word()}/${word()}/`,
    () => `/blocks/schema/${word()}.json`,
    () => `/images/${word()}.jpg`,
    () => `/wp-content/uploads/2024/${word()}.pdf`,
    () => `/media/${word()}.mp4`,
    () => `/api/${word()}/`,
    () => `/${word()}.php`,
    () => `/news/${word()}/?page=${Math.floor(random() * 100)}`,
    () => `/${encodeURIComponent(`é${word()}ü`)}/`,
    () => `/${word()}/?_rsc=${word()}`,
  ];
  return Array.from({ length: count }, (): Probe => {
    const probePath = pick(shapes)();
    const headers: Record<string, string> = probePath.includes('_rsc=') ? { rsc: '1' } : {};
    return { path: probePath, method: random() < 0.1 ? 'HEAD' : 'GET', headers };
  });
}

/** How many answers of each kind came: `document 404`, `rsc 200`. */
async function crawl(probes: readonly Probe[]): Promise<Map<string, number>> {
  const statuses = new Map<string, number>();
  let next = 0;
  const worker = async () => {
    while (next < probes.length) {
      const probe = probes[next] as Probe;
      next += 1;
      const response = await fetch(`${siteUrl}${probe.path}`, { method: probe.method, headers: probe.headers, redirect: 'manual' });
      await response.arrayBuffer();
      const key = `${probe.headers.rsc === undefined ? 'document' : 'rsc'} ${response.status}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return statuses;
}

describe('paths the CMS does not know', () => {
  it(`leave the cache on disk unchanged after a crawl of ${PATHS.toLocaleString('en-US')} of them, every one answered with the not-found page`, { timeout: 600_000 }, async () => {
    // The not-found page's own cache entry is written on its first use; from then on nothing is.
    await crawl(randomProbes(20, 1));
    const before = filesUnder(NEXT_DIR);
    const started = performance.now();
    const probes = randomProbes(PATHS, 15);
    const statuses = await crawl(probes);
    const seconds = (performance.now() - started) / 1000;
    const after = filesUnder(NEXT_DIR);
    console.log(`crawl of ${PATHS} unknown paths in ${seconds.toFixed(1)} s: site/.next ${before.size} files, ${totalBytes(before)} bytes -> ${after.size} files, ${totalBytes(after)} bytes`);
    // A document gets the 404; a client-side navigation (RSC) gets the not-found page's payload,
    // which Next answers with 404 or, once that payload is cached, 200.
    expect([...statuses.keys()].filter((key) => !['document 404', 'rsc 200', 'rsc 404'].includes(key))).toEqual([]);
    expect(statuses.get('document 404')).toBe(probes.filter((probe) => probe.headers.rsc === undefined).length);
    expect([...after.keys()].filter((file) => !before.has(file))).toEqual([]);
    expect([...before.keys()].filter((file) => !after.has(file))).toEqual([]);
    // The one file set that may change is the not-found page's own entry, refreshed in place every 5 minutes.
    const changed = [...after].filter(([file, size]) => before.get(file) !== size).map(([file]) => file);
    expect(changed.filter((file) => !/(^|\/)_not-found[./]/.test(file))).toEqual([]);
  });

  it('answer with the site’s not-found page, which a visitor can navigate from and no shared cache keeps', async () => {
    const response = await fetch(`${siteUrl}/this-page-was-never-written/`);
    expect(response.status).toBe(404);
    // Nor does a shared cache (nginx, a CDN) keep an entry per unknown path.
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toMatch(/<title>[^<]*not found/i);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('href="/"');
  });

  it.each(['/images/missing.jpg', '/files/missing.pdf', '/wp-content/uploads/2024/missing.pdf', '/blocks/schema/missing.json'])('answer %s with a 404 no shared cache keeps', async (missing) => {
    const response = await fetch(`${siteUrl}${missing}`);
    expect(response.status).toBe(404);
    const cacheControl = response.headers.get('cache-control') ?? '';
    expect(cacheControl).toContain('no-store');
    expect(cacheControl).not.toMatch(/s-maxage|stale-while-revalidate|public/);
  });
});
