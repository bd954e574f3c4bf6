/**
 * The shared page cache (site/cache/shared-cache.ts) as two instances of the site see it: each has
 * its own memory, local cache and tag manifest, both share the machine's Redis (a key prefix of
 * their own per run). Instance B uses Next's real tag manifest and its `areTagsStale` /
 * `areTagsExpired`, the functions Next's incremental cache decides with.
 */
import type { Redis } from 'ioredis';
import type { CacheHandler, CacheHandlerValue } from 'next/dist/server/lib/incremental-cache';
import { areTagsExpired, areTagsStale, tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { libraryRemoteStore, sharedCacheHandler, sharedCacheKeys, type LocalCache, type RemoteStore, type SharedCacheState, type TagManifest } from '../../site/cache/shared-cache';
import { connectRedis } from '../../site/redis';
import { REDIS_URL, redisAvailable, redisPrefix } from '../support/services';

const withRedis = await redisAvailable();
const prefix = `${redisPrefix()}shared-cache:`;
const keys = sharedCacheKeys(prefix, 'build-1');

type SetContext = Parameters<CacheHandler['set']>[2];
type GetContext = Parameters<CacheHandler['get']>[1];

const TAGS = ['_N_T_/layout', '_N_T_/about/layout', '_N_T_/about/page', '_N_T_/about'];
const pageValue = (html: string) =>
  ({
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from(`rsc:${html}`),
    headers: { 'x-next-cache-tags': TAGS.join(',') },
    status: 200,
    postponed: undefined,
    segmentData: new Map([['/_tree', Buffer.from(`tree:${html}`)]]),
  }) as unknown as NonNullable<CacheHandlerValue['value']>;
const setContext = { kind: 'APP_PAGE', cacheControl: { revalidate: 300, expire: 31_536_000 }, isRoutePPREnabled: false, isFallback: false } as unknown as SetContext;
const getContext = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false } as unknown as GetContext;
const KEY = '/route-cache/APP_PAGE/abc/$/about';

/** A local cache: what Next's file-system cache would hold (build seeds, this instance's renders). */
function mapCache(): LocalCache & { entries: Map<string, CacheHandlerValue> } {
  const entries = new Map<string, CacheHandlerValue>();
  return {
    entries,
    get: async (key) => entries.get(key) ?? null,
    set: async (key, value) => void entries.set(key, { lastModified: Date.now(), value }),
  };
}

const connections: Redis[] = [];
let remote: RemoteStore;

interface Instance {
  readonly handler: () => CacheHandler;
  readonly local: ReturnType<typeof mapCache>;
  readonly memory: Map<string, CacheHandlerValue>;
  readonly manifest: TagManifest;
  readonly state: SharedCacheState;
  readonly remoteReads: () => number;
}

async function instance(manifest: TagManifest = new Map(), url = REDIS_URL): Promise<Instance> {
  const redis = await connectRedis(url);
  connections.push(redis);
  let reads = 0;
  const counted: RemoteStore = {
    get: (...args) => ((reads += 1), remote.get(...args)),
    set: (...args) => remote.set(...args),
  };
  const state: SharedCacheState = { redis, versionsKey: keys.versionsKey, tagsKey: keys.tagsKey, remote: counted, writing: new Set(), down: false };
  const local = mapCache();
  const memory = new Map<string, CacheHandlerValue>();
  return { handler: () => sharedCacheHandler({ state, local, memory, manifest }), local, memory, manifest, state, remoteReads: () => reads };
}

beforeAll(async () => {
  if (!withRedis) return;
  const redis = await connectRedis(REDIS_URL);
  connections.push(redis);
  remote = libraryRemoteStore(redis, keys.entryPrefix, { revalidatedTags: [], _requestHeaders: {} });
});

afterAll(async () => {
  const redis = connections[0];
  if (redis?.status === 'ready') {
    const found = await redis.keys(`${prefix}*`);
    if (found.length > 0) await redis.del(...found);
  }
  for (const connection of connections) connection.disconnect();
  for (const tag of TAGS) tagsManifest.delete(tag);
});

const until = async (check: () => boolean | Promise<boolean>) => {
  for (let i = 0; i < 50 && !(await check()); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe.skipIf(!withRedis)('the shared page cache', () => {
  let a: Instance;
  let b: Instance;
  beforeAll(async () => {
    a = await instance();
    b = await instance(tagsManifest);
  });

  it('serves a page one instance rendered from another, with its time and lifetime, read from Redis once', async () => {
    await a.handler().set(KEY, pageValue('<p>one</p>'), setContext);
    const written = a.memory.get(KEY);
    const seen = await b.handler().get(KEY, getContext);
    expect(seen?.value).toMatchObject({ kind: 'APP_PAGE', html: '<p>one</p>', status: 200 });
    expect((seen?.value as { rscData: Buffer }).rscData.toString()).toBe('rsc:<p>one</p>');
    expect((seen?.value as { segmentData: Map<string, Buffer> }).segmentData.get('/_tree')?.toString()).toBe('tree:<p>one</p>');
    expect(seen?.lastModified).toBe(written?.lastModified);
    expect(seen?.cacheControl).toEqual({ revalidate: 300, expire: 31_536_000 });
    await b.handler().get(KEY, getContext);
    await b.handler().get(KEY, getContext);
    expect(b.remoteReads()).toBe(1);
  });

  it('makes a tag revalidated on one instance stale on the other at its next read, then fresh once re-rendered', async () => {
    const before = await b.handler().get(KEY, getContext);
    expect(areTagsStale(TAGS, before?.lastModified ?? 0)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await a.handler().revalidateTag('_N_T_/about', { expire: 31_536_000 });
    const stale = await b.handler().get(KEY, getContext);
    // Stale, not expired: Next serves it and refreshes in the background.
    expect(stale?.value).toMatchObject({ html: '<p>one</p>' });
    expect(areTagsStale(TAGS, stale?.lastModified ?? 0)).toBe(true);
    expect(areTagsExpired(TAGS, stale?.lastModified ?? 0)).toBe(false);
    // B's refresh lands; A's next read gets the new page, fresh.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await b.handler().set(KEY, pageValue('<p>two</p>'), setContext);
    const fresh = await a.handler().get(KEY, getContext);
    expect(fresh?.value).toMatchObject({ html: '<p>two</p>' });
    expect(areTagsStale(TAGS, (await b.handler().get(KEY, getContext))?.lastModified ?? 0)).toBe(false);
  });

  it('expires a tag revalidated without a profile everywhere at once', async () => {
    await a.handler().revalidateTag(['_N_T_/layout']);
    const entry = await b.handler().get(KEY, getContext);
    expect(areTagsExpired(TAGS, entry?.lastModified ?? 0)).toBe(true);
  });

  it('puts a page only the local cache has (a build seed) into Redis for the others, unless it is past its revalidate time', async () => {
    const seedKey = `${KEY}-seed`;
    const seededAt = Date.now() - 1000;
    a.local.entries.set(seedKey, { lastModified: seededAt, value: pageValue('<p>seed</p>'), cacheControl: { revalidate: 300, expire: 31_536_000 } });
    expect((await a.handler().get(seedKey, getContext))?.value).toMatchObject({ html: '<p>seed</p>' });
    await until(async () => (await b.handler().get(seedKey, getContext)) !== null);
    expect(await b.handler().get(seedKey, getContext)).toMatchObject({ lastModified: seededAt, value: { html: '<p>seed</p>' } });

    const oldKey = `${KEY}-old-seed`;
    a.local.entries.set(oldKey, { lastModified: Date.now() - 301_000, value: pageValue('<p>old</p>'), cacheControl: { revalidate: 300, expire: 31_536_000 } });
    expect((await a.handler().get(oldKey, getContext))?.value).toMatchObject({ html: '<p>old</p>' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await b.handler().get(oldKey, getContext)).toBeNull();
  });

  it('serves from memory and the local cache while Redis is down, without throwing, and writes the newest page back when it returns', async () => {
    const downKey = `${KEY}-down`;
    await a.handler().set(downKey, pageValue('<p>before</p>'), setContext);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      a.state.redis.disconnect();
      await new Promise((resolve) => setTimeout(resolve, 5));
      await a.handler().set(downKey, pageValue('<p>during</p>'), setContext);
      await a.handler().revalidateTag('_N_T_/about/page', { expire: 31_536_000 });
      expect((await a.handler().get(downKey, getContext))?.value).toMatchObject({ html: '<p>during</p>' });
      // B still reads the copy Redis has.
      expect((await b.handler().get(downKey, getContext))?.value).toMatchObject({ html: '<p>before</p>' });

      await a.state.redis.connect();
      expect((await a.handler().get(downKey, getContext))?.value).toMatchObject({ html: '<p>during</p>' });
      await until(async () => ((await b.handler().get(downKey, getContext))?.value as { html?: string } | null)?.html === '<p>during</p>');
      expect((await b.handler().get(downKey, getContext))?.value).toMatchObject({ html: '<p>during</p>' });
    } finally {
      errors.mockRestore();
      warnings.mockRestore();
    }
  });

  it('answers from the local cache when Redis never answered', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const offline = await instance(new Map(), 'redis://127.0.0.1:1');
      offline.local.entries.set(KEY, { lastModified: 5, value: pageValue('<p>local</p>') });
      expect((await offline.handler().get(KEY, getContext))?.value).toMatchObject({ html: '<p>local</p>' });
      await expect(offline.handler().set(KEY, pageValue('<p>new</p>'), setContext)).resolves.toBeUndefined();
      await expect(offline.handler().revalidateTag('_N_T_/about', { expire: 60 })).resolves.toBeUndefined();
    } finally {
      errors.mockRestore();
    }
  });
});
