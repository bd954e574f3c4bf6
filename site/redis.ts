/**
 * The site's Redis connection (the form rate limits, the shared page cache): one that fails fast
 * instead of queueing commands while Redis is down, and reconnects by itself.
 */
import type { Redis } from 'ioredis';

/** Opens a Redis connection that fails fast instead of queueing commands. */
export async function connectRedis(url: string): Promise<Redis> {
  const { Redis: RedisClient } = await import('ioredis');
  const redis = new RedisClient(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 1000,
    retryStrategy: (times) => Math.min(times * 200, 5000),
  });
  redis.on('error', () => {
    // Reported by the limiter when a request needs Redis; the client reconnects by itself.
  });
  await redis.connect().catch(() => undefined);
  return redis;
}
