/**
 * One page cache for every instance of the site: Next's incremental cache
 * (prerendered pages, route handlers, CMS fetches) and its cache tags in Redis when REDIS_URL is
 * set, so that a page rendered by one instance is served by all, and a revalidation sent to any
 * instance reaches every one.
 *
 * Three layers, for each cache key:
 *
 * - **Redis, through @fortedigital/nextjs-cache-handler** (its `redis-strings` handler over our
 *   ioredis connection): the entries themselves, serialised with their buffers, each expiring
 *   (EXPIREAT) 1.5 × its revalidate time after it was written. Beside them, two hashes of our own:
 *   `versions` (the `lastModified` and cache lifetime of the entry each key holds) and `tags`.
 * - **This instance's memory** (Next's own LRU, `cacheMaxMemorySize`): the last entry it read or
 *   wrote for each key. A request costs one small Redis round trip (the key's version and its tags'
 *   marks, pipelined); the entry is read from Redis only when another instance wrote a newer one.
 * - **Next's file-system cache**, reading the build's prerendered pages (and never writing: a
 *   regenerated page lives in Redis and in memory, so the build folder stays as built). It
 *   answers when Redis has no entry (which is then written to Redis for the others), and, with
 *   the memory, while Redis does not answer: pages keep being served, regenerated ones are kept in
 *   memory, the newest written back to Redis when it returns. Nothing waits on a Redis that is
 *   down (the connection does not queue commands), so Redis never turns a page into an error.
 *
 * **Tags.** Next 16 marks a tag revalidated with a profile (`revalidateTag(tag, 'max')`, which the
 * site uses for paths and tags alike) as *stale* rather than expired: the next visit gets the last
 * good page and starts the refresh. The library's `revalidateTag` deletes the tagged entries
 * instead (and takes no profile), which would make the next visit wait for the CMS, and fail while
 * it is down. So tags are handled here, the way Next's own cache does, in Next's tag manifest
 * (`tags-manifest.external`, which Next's incremental cache reads to decide what is stale), and
 * shared: a revalidation writes its marks to the `tags` hash, and every read brings the marks of
 * the entry's tags into this instance's manifest. A revalidation on instance A is thereby seen by
 * B at its next request for the page: B answers it stale and refreshes it, and the request after
 * that gets the new page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CacheHandler as LibraryCacheHandler } from '@fortedigital/nextjs-cache-handler';
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import type { Redis } from 'ioredis';
import type { CacheHandler, CacheHandlerContext, CacheHandlerValue } from 'next/dist/server/lib/incremental-cache';

type GetContext = Parameters<CacheHandler['get']>[1];
type SetData = Parameters<CacheHandler['set']>[1];
type SetContext = Parameters<CacheHandler['set']>[2];
type Durations = Parameters<CacheHandler['revalidateTag']>[1];

/** Next's per-instance cache (`FileSystemCache`): memory, this instance's disk and the build's pages. */
export type LocalCache = Pick<CacheHandler, 'get' | 'set'>;

/** Next's in-memory LRU of cache entries, which the file-system cache reads first. */
export interface MemoryCache {
  get(key: string): CacheHandlerValue | undefined;
  set(key: string, value: CacheHandlerValue): void;
}

/** A tag's marks in Next's tag manifest (`at`, ours, orders marks made on different instances). */
export interface TagMarks {
  stale?: number;
  expired?: number;
  at?: number;
}

/** Next's tag manifest, the map its incremental cache consults for stale and expired tags. */
export type TagManifest = Map<string, TagMarks>;

/** The Redis entries of the library's handler, as `get` answers them and `set` takes them. */
export type RemoteStore = Pick<CacheHandler, 'get' | 'set'>;

/** What an instance shares with every request's handler: the connection, keys and bookkeeping. */
export interface SharedCacheState {
  readonly redis: Redis;
  /** Hash: cache key → `{"v": lastModified, "cc": cacheControl}` of the entry Redis holds. */
  readonly versionsKey: string;
  /** Hash: tag → its marks (JSON `TagMarks`), shared by every build. */
  readonly tagsKey: string;
  readonly remote: RemoteStore;
  /** Keys being written to Redis in the background, so that a burst writes each once. */
  readonly writing: Set<string>;
  /** Whether the last Redis command failed (logged once per outage). */
  down: boolean;
}

interface StoredVersion {
  readonly v: number;
  readonly cc?: CacheHandlerValue['cacheControl'];
}

const TAGS_HEADER = 'x-next-cache-tags';

/** The tags Next checks for an entry: its tags header for pages and routes, the request's tags for a fetch. */
export function entryTags(entry: CacheHandlerValue | undefined | null, ctx: GetContext | SetContext): string[] {
  const header = entry?.value && 'headers' in entry.value ? entry.value.headers?.[TAGS_HEADER] : undefined;
  if (typeof header === 'string') return header.split(',').filter((tag) => tag !== '');
  const fetchContext = ctx as { tags?: readonly string[]; softTags?: readonly string[] };
  return [...(fetchContext.tags ?? []), ...(fetchContext.softTags ?? [])];
}

const parseJson = <T>(text: string | null | undefined): T | undefined => {
  if (text === null || text === undefined) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
};

/** Whether `entry` is older than its revalidate time (pages carry it in cacheControl, fetches in their value). */
function isPastRevalidate(entry: CacheHandlerValue, time: number): boolean {
  const fetchRevalidate = entry.value && 'revalidate' in entry.value ? entry.value.revalidate : undefined;
  const revalidate = entry.cacheControl?.revalidate ?? fetchRevalidate;
  return typeof revalidate === 'number' && time - entry.lastModified > revalidate * 1000;
}

const isReady = (state: SharedCacheState): boolean => state.redis.status === 'ready';

function reportDown(state: SharedCacheState, error: unknown): void {
  if (state.down) return;
  state.down = true;
  console.error(`Page cache: Redis did not answer (${error instanceof Error ? error.message : String(error)}); serving from this instance's memory and disk until it does`);
}

function reportUp(state: SharedCacheState): void {
  if (!state.down) return;
  state.down = false;
  console.warn('Page cache: Redis answers again; the shared cache is back in use');
}

/** Brings Redis's marks for `tags` into this instance's manifest, where they are newer. */
function applyMarks(manifest: TagManifest, tags: readonly string[], replies: ReadonlyArray<string | null>): void {
  tags.forEach((tag, index) => {
    const remote = parseJson<TagMarks>(replies[index]);
    if (remote === undefined) return;
    const local = manifest.get(tag);
    if (local === undefined || (local.at ?? 0) < (remote.at ?? 0)) manifest.set(tag, remote);
  });
}

export interface SharedCacheHandlerOptions {
  readonly state: SharedCacheState;
  readonly local: LocalCache;
  readonly memory: MemoryCache | undefined;
  readonly manifest: TagManifest;
  readonly now?: () => number;
}

/** One request's handler: its options, with the clock. */
type RequestCache = Required<SharedCacheHandlerOptions>;

/** The cache handler of one request (Next makes one per request; everything shared is in `state`). */
export function sharedCacheHandler({ now = Date.now, ...options }: SharedCacheHandlerOptions): CacheHandler {
  const cache: RequestCache = { ...options, now };
  return {
    get: (key, ctx) => getEntry(cache, key, ctx),
    set: (key, data, ctx) => setEntry(cache, key, data, ctx),
    revalidateTag: (tagOrTags, durations?: Durations) => revalidateTags(cache, typeof tagOrTags === 'string' ? [tagOrTags] : tagOrTags, durations),
    resetRequestCache() {},
  } as CacheHandler;
}

/** The entry for `key`: shared when Redis answers, this instance's otherwise. */
async function getEntry(cache: RequestCache, key: string, ctx: GetContext): Promise<CacheHandlerValue | null> {
  const { state, local } = cache;
  if (isReady(state)) {
    try {
      return await getShared(cache, key, ctx);
    } catch (error) {
      reportDown(state, error);
    }
  } else {
    reportDown(state, new Error(`the connection is ${state.redis.status}`));
  }
  return local.get(key, ctx);
}

async function setEntry(cache: RequestCache, key: string, data: SetData, ctx: SetContext): Promise<void> {
  const entry: CacheHandlerValue = { lastModified: cache.now(), value: data, ...('cacheControl' in ctx && ctx.cacheControl ? { cacheControl: ctx.cacheControl } : {}) };
  await cache.local.set(key, data, ctx);
  // The file-system cache stamps its own time; the shared version must match the memory's.
  cache.memory?.set(key, entry);
  if (isReady(cache.state)) await writeRemote(cache.state, key, entry, ctx, false);
}

async function revalidateTags({ state, manifest, now }: RequestCache, tags: readonly string[], durations: Durations | undefined): Promise<void> {
  if (tags.length === 0) return;
  const time = now();
  // As Next's own file-system cache marks them: stale now (and expired when the profile says),
  // or, without a profile, expired now.
  const fields = tags.flatMap((tag) => {
    const existing = manifest.get(tag) ?? {};
    const marks: TagMarks = durations
      ? { ...existing, stale: time, ...(durations.expire !== undefined ? { expired: time + durations.expire * 1000 } : {}), at: time }
      : { ...existing, expired: time, at: time };
    manifest.set(tag, marks);
    return [tag, JSON.stringify(marks)];
  });
  if (!isReady(state)) return;
  try {
    await state.redis.hset(state.tagsKey, ...fields);
    reportUp(state);
  } catch (error) {
    reportDown(state, error);
  }
}

/**
 * Writes `entry` to Redis in the background: `onlyIfMissing` seeds a key no instance has written.
 * An entry past its revalidate time is left out: Next regenerates it at once, and the library
 * would not store it (its Redis lifetime counts from `lastModified`).
 */
function writeBack({ state, now }: RequestCache, key: string, entry: CacheHandlerValue, ctx: SetContext, onlyIfMissing: boolean): void {
  if (state.writing.has(key) || entry.value === null || isPastRevalidate(entry, now())) return;
  state.writing.add(key);
  void writeRemote(state, key, entry, ctx, onlyIfMissing).finally(() => state.writing.delete(key));
}

async function writeRemote(state: SharedCacheState, key: string, entry: CacheHandlerValue, ctx: SetContext, onlyIfMissing: boolean): Promise<void> {
  try {
    const version = JSON.stringify({ v: entry.lastModified, cc: entry.cacheControl } satisfies StoredVersion);
    // The library takes the entry's time and tags from the context, and NX from setOnlyIfNotExists.
    const remoteContext = { ...ctx, ...(entry.cacheControl ? { cacheControl: entry.cacheControl } : {}), internal_lastModified: entry.lastModified, setOnlyIfNotExists: onlyIfMissing };
    await state.remote.set(key, entry.value, remoteContext as SetContext);
    await (onlyIfMissing ? state.redis.hsetnx(state.versionsKey, key, version) : state.redis.hset(state.versionsKey, key, version));
    reportUp(state);
  } catch (error) {
    reportDown(state, error);
  }
}

/** The entry for `key` when Redis answers: memory when it is current, else Redis, else the local cache. */
async function getShared(cache: RequestCache, key: string, ctx: GetContext): Promise<CacheHandlerValue | null> {
  const { state, local, memory, manifest } = cache;
  const remembered = memory?.get(key);
  const knownTags = entryTags(remembered, ctx);
  const pipeline = state.redis.pipeline().hget(state.versionsKey, key);
  if (knownTags.length > 0) pipeline.hmget(state.tagsKey, ...knownTags);
  const replies = await pipeline.exec();
  if (replies === null || replies.some(([error]) => error !== null)) throw replies?.find(([error]) => error !== null)?.[0] ?? new Error('no reply');
  reportUp(state);
  const stored = parseJson<StoredVersion>(replies[0]?.[1] as string | null);
  if (knownTags.length > 0) applyMarks(manifest, knownTags, (replies[1]?.[1] as Array<string | null>) ?? []);

  let entry: CacheHandlerValue | null = null;
  if (remembered && stored && remembered.lastModified >= stored.v) {
    entry = remembered;
    // Regenerated here while Redis was away: the newest copy goes back for the others.
    if (remembered.lastModified > stored.v) writeBack(cache, key, remembered, ctx as SetContext, false);
  } else if (stored) {
    const fetched = await state.remote.get(key, ctx);
    if (fetched) {
      entry = { lastModified: fetched.lastModified, value: fetched.value, ...(stored.cc ? { cacheControl: stored.cc } : {}) };
      memory?.set(key, entry);
    }
  }
  if (entry === null) {
    // Nothing current in Redis (never written, or expired there): this instance's copy, if any.
    entry = remembered ?? (await local.get(key, ctx));
    if (entry) writeBack(cache, key, entry, ctx as SetContext, stored === undefined);
  }
  const tags = entryTags(entry, ctx).filter((tag) => !knownTags.includes(tag));
  if (tags.length > 0) applyMarks(manifest, tags, await state.redis.hmget(state.tagsKey, ...tags));
  return entry;
}

/** The Redis keys of the shared cache: entries per build (a new build never serves an old one's pages), tags for all. */
export function sharedCacheKeys(prefix: string, buildId: string) {
  return { entryPrefix: `${prefix}cache:${buildId}:`, versionsKey: `${prefix}cache:${buildId}:versions`, tagsKey: `${prefix}cache:tags` };
}

/**
 * The library's cache handler over `redis`, keyed under `entryPrefix` (its configuration is
 * process-wide: the first call configures it).
 */
export function libraryRemoteStore(redis: Redis, entryPrefix: string, context: CacheHandlerContext): RemoteStore {
  const adapted = ioredisAdapter(redis);
  // The adapter (3.3.0) calls ioredis's `set` unbound when it is given options, so every `SET …
  // NX` (the library's setOnlyIfNotExists) fails; this `set` takes the options it uses.
  const client = new Proxy(adapted, {
    get: (target, property, receiver) =>
      property === 'set' ? (key: string, value: string, options?: { NX?: boolean }) => (options?.NX ? redis.set(key, value, 'NX') : redis.set(key, value)) : Reflect.get(target, property, receiver),
  });
  LibraryCacheHandler.onCreation(() => ({ handlers: [createRedisHandler({ client: client as never, keyPrefix: entryPrefix, timeoutMs: 2000 })] }));
  return new LibraryCacheHandler(context as never) as unknown as RemoteStore;
}

/** The build this server runs (`.next/BUILD_ID`, beside the server folder Next names in the context). */
export function buildIdOf(context: CacheHandlerContext): string {
  if (context.serverDistDir === undefined) return 'development';
  return readFileSync(path.join(context.serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
}
