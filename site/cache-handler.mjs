/**
 * Next's cache handler when REDIS_URL is set (next.config.ts): the shared page cache of
 * site/cache/shared-cache.ts. Next loads this file by path at run time, outside its bundles, so it
 * only joins the parts: Next's own file-system cache, memory LRU and tag manifest (imported here,
 * so they are the very modules Next's server uses) and the factory that the instrumentation hook
 * registered at start. Until then (and while `next build` prerenders) it is Next's default cache.
 */
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import tagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';

const FileSystemCache = fileSystemCache.default;
const factoryKey = Symbol.for('larkspur.shared-cache');

export default class SharedCacheHandler {
  constructor(context) {
    const factory = globalThis[factoryKey];
    if (factory === undefined) return new FileSystemCache(context);
    // Regenerated pages live in Redis and in memory; the disk keeps the build's pages as built,
    // so an instance never starts from another run's copies.
    const local = new FileSystemCache({ ...context, flushToDisk: false });
    return factory(context, { local, memory: FileSystemCache.memoryCache, manifest: tagsManifestModule.tagsManifest });
  }
}
