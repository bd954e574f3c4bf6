/**
 * Makes the shared page cache (shared-cache.ts) available to `site/cache-handler.mjs`, the file
 * Next loads as its cache handler when REDIS_URL is set. That file is loaded by path at run time,
 * outside the bundles, so it cannot import TypeScript: the server's instrumentation hook calls
 * `registerSharedCache` at start, and the handler file finds the factory on globalThis.
 */
import type { CacheHandler, CacheHandlerContext } from 'next/dist/server/lib/incremental-cache';
import { connectRedis } from '../redis';
import { buildIdOf, libraryRemoteStore, sharedCacheHandler, sharedCacheKeys, type LocalCache, type MemoryCache, type SharedCacheState, type TagManifest } from './shared-cache';

/** What `cache-handler.mjs` hands over: Next's own per-instance cache, its memory LRU and its tag manifest. */
export interface NextCacheParts {
  readonly local: LocalCache;
  readonly memory: MemoryCache | undefined;
  readonly manifest: TagManifest;
}

export type SharedCacheFactory = (context: CacheHandlerContext, parts: NextCacheParts) => CacheHandler;

const factoryKey = Symbol.for('larkspur.shared-cache');
type FactoryGlobal = typeof globalThis & { [factoryKey]?: SharedCacheFactory };

/** Connects to Redis (without waiting for it to answer) and registers the factory for this process. */
export async function registerSharedCache(redisUrl: string, prefix: string): Promise<void> {
  const redis = await connectRedis(redisUrl);
  let state: SharedCacheState | undefined;
  const factory: SharedCacheFactory = (context, parts) => {
    if (state === undefined) {
      const keys = sharedCacheKeys(prefix, buildIdOf(context));
      state = { redis, versionsKey: keys.versionsKey, tagsKey: keys.tagsKey, remote: libraryRemoteStore(redis, keys.entryPrefix, context), writing: new Set(), down: false };
    }
    return sharedCacheHandler({ state, ...parts });
  };
  (globalThis as FactoryGlobal)[factoryKey] = factory;
}
