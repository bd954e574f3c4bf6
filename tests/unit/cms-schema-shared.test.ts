/**
 * The WordPress schema read once per build: `next build` prerenders in several worker processes,
 * and the introspection (about 2.2 MB on a real WordPress) is over Next's 2 MB data-cache limit,
 * so each worker used to ask WordPress for it. The workers now share it through a file in the
 * build's cache folder (site/cms/shared-file.ts). Counted here against a stand-in WordPress.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLoopbackCms, type LoopbackCms } from '../support/wpgraphql';

const root = path.resolve(__dirname, '../..');
const introspection = JSON.parse(gunzipSync(readFileSync(path.join(root, 'tests/fixtures/wordpress/introspection-7.1.0.json.gz'))).toString('utf8')) as Record<string, unknown>;
/** How long the stand-in takes to answer the introspection: a real WordPress takes seconds. */
const INTROSPECTION_MS = 300;

type CmsSchemaModule = typeof import('../../site/cms/cms-schema');

let cms: LoopbackCms;
let failing = false;
let endpoint: string;
let cacheDir: string;

beforeAll(async () => {
  cms = await startLoopbackCms(0, async (body) => {
    if (body.operationName !== 'IntrospectionQuery') return undefined;
    await new Promise((resolve) => setTimeout(resolve, INTROSPECTION_MS));
    if (failing) throw new Error('WordPress is down');
    return { data: introspection };
  });
  endpoint = `${cms.origin}/graphql`;
});

afterAll(() => cms.stop());

beforeEach(() => {
  cacheDir = mkdtempSync(path.join(tmpdir(), 'larkspur-cms-cache-'));
  vi.stubEnv('CMS_GRAPHQL_URL', endpoint);
  vi.stubEnv('CMS_RETRIES', '0');
  vi.stubEnv('LARKSPUR_CMS_CACHE_DIR', cacheDir);
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  cms.received.length = 0;
  failing = false;
  rmSync(cacheDir, { recursive: true, force: true });
});

const introspections = () => cms.received.filter((request) => request.body.operationName === 'IntrospectionQuery');

/** Each a fresh copy of the module, as each of the build's workers loads its own. */
async function workers(count: number): Promise<CmsSchemaModule[]> {
  const loaded: CmsSchemaModule[] = [];
  for (let i = 0; i < count; i += 1) {
    vi.resetModules();
    loaded.push(await import('../../site/cms/cms-schema'));
  }
  return loaded;
}

describe('the WordPress schema, shared by the build’s workers', () => {
  it('is asked of WordPress once by 6 workers reading it at the same time (6 times without the shared folder)', async () => {
    const first = await Promise.all((await workers(6)).map((worker) => worker.cmsSchema(endpoint)));
    expect(first.every((known) => known.schema?.getType('CoreQuote') !== undefined)).toBe(true);
    expect(introspections()).toHaveLength(1);

    cms.received.length = 0;
    vi.stubEnv('LARKSPUR_CMS_CACHE_DIR', '');
    await Promise.all((await workers(6)).map((worker) => worker.cmsSchema(endpoint)));
    expect(introspections()).toHaveLength(6);
  });

  it('is asked once by 3 worker processes', async () => {
    const run = promisify(execFile);
    const env = { ...process.env, CMS_GRAPHQL_URL: endpoint, LARKSPUR_CMS_CACHE_DIR: cacheDir, REDIS_URL: '', DATABASE_URL: '' };
    const outputs = await Promise.all([1, 2, 3].map(() => run(process.execPath, ['--import', 'tsx', path.join(root, 'tests/support/cms-schema-worker.ts')], { cwd: root, env })));
    expect(new Set(outputs.map(({ stdout }) => stdout.trim())).size).toBe(1);
    expect(outputs[0]?.stdout).toMatch(/^types [1-9]\d+/);
    expect(introspections()).toHaveLength(1);
  });

  it('is asked again once it is older than a CMS answer may be, and the workers that start then read the new one', async () => {
    const [first] = await workers(1);
    await first?.cmsSchema(endpoint);
    const [file] = readdirSync(cacheDir).filter((name) => name.endsWith('.json'));
    const old = new Date(Date.now() - 301_000);
    utimesSync(path.join(cacheDir, file ?? ''), old, old);
    await Promise.all((await workers(3)).map((worker) => worker.cmsSchema(endpoint)));
    expect(introspections()).toHaveLength(2);
  });

  it('is asked again past the shared copy on revalidation, and when WordPress refuses an operation fitted to it', async () => {
    const [worker] = (await workers(1)) as [CmsSchemaModule];
    const before = (await worker.cmsSchema(endpoint)).readAt;
    worker.refreshCmsSchema(endpoint);
    await vi.waitFor(async () => expect((await worker.cmsSchema(endpoint)).readAt).toBeGreaterThan(before));
    expect(introspections()).toHaveLength(2);
    worker.forgetCmsSchema();
    await worker.cmsSchema(endpoint);
    expect(introspections()).toHaveLength(3);
    // The other workers read what those reads wrote.
    await Promise.all((await workers(3)).map((other) => other.cmsSchema(endpoint)));
    expect(introspections()).toHaveLength(3);
  });

  it('is asked by each worker at once when the one asking first fails, and by anyone when the lock’s owner is gone', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    failing = true;
    const started = Date.now();
    const known = await Promise.all((await workers(3)).map((worker) => worker.cmsSchema(endpoint)));
    expect(known.every((each) => each.schema === undefined)).toBe(true);
    expect(introspections()).toHaveLength(3);
    // One after another, not each waiting for the lock to time out.
    expect(Date.now() - started).toBeLessThan(10_000);

    failing = false;
    cms.received.length = 0;
    const [worker] = (await workers(1)) as [CmsSchemaModule];
    const file = `cms-schema-${createHash('sha256').update(endpoint).digest('hex').slice(0, 16)}.json`;
    // A worker killed while it asked: its process is gone, its lock is not.
    writeFileSync(path.join(cacheDir, `${file}.lock`), '2147483646');
    expect((await worker.cmsSchema(endpoint)).schema).toBeDefined();
    expect(introspections()).toHaveLength(1);
  });
});
