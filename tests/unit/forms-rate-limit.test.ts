/**
 * The per-address rate limit, in memory and on the real Redis (when one answers at
 * 127.0.0.1:6379; each run uses keys of its own and deletes them).
 */
import type { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from '../../site/forms/rate-limit';
import { connectRedis } from '../../site/redis';
import { REDIS_URL, redisAvailable, redisPrefix } from '../support/services';

const withRedis = await redisAvailable();
const prefix = redisPrefix();
const connections: Redis[] = [];

afterAll(async () => {
  const [first] = connections;
  if (first !== undefined) {
    const keys = await first.keys(`${prefix}*`);
    if (keys.length > 0) await first.del(...keys);
  }
  for (const redis of connections) redis.disconnect();
});

/** A limiter as one instance of the site has it; Redis limiters made by one backend share the store. */
async function redisLimiter(limit: number, windowMs: number, scope: string): Promise<RateLimiter> {
  const redis = await connectRedis(REDIS_URL);
  connections.push(redis);
  return redisRateLimiter(redis, { limit, windowMs, prefix: `${prefix}${scope}:` });
}

const backends = [
  { name: 'memory', enabled: true, make: async (limit: number, windowMs: number) => memoryRateLimiter({ limit, windowMs }) },
  { name: 'Redis', enabled: withRedis, make: (limit: number, windowMs: number, scope = 'default') => redisLimiter(limit, windowMs, scope) },
];

const hits = async (limiter: RateLimiter, key: string, count: number) => {
  const decisions = [];
  for (let i = 0; i < count; i += 1) decisions.push(await limiter.hit(key));
  return decisions;
};

describe.each(backends)('the rate limit in $name', ({ enabled, make }) => {
  it.skipIf(!enabled)('allows the limit, then refuses until the window ends', async () => {
    const limiter = await make(3, 60_000, 'limit');
    const decisions = await hits(limiter, '198.51.100.1', 4);
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, false]);
    expect(decisions.map((decision) => decision.remaining)).toEqual([2, 1, 0, 0]);
    expect(decisions[3]?.retryAfterMs).toBeGreaterThan(55_000);
    expect(decisions[3]?.retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  it.skipIf(!enabled)('counts each address on its own', async () => {
    const limiter = await make(1, 60_000, 'apart');
    expect((await limiter.hit('198.51.100.2')).allowed).toBe(true);
    expect((await limiter.hit('198.51.100.3')).allowed).toBe(true);
    expect((await limiter.hit('198.51.100.2')).allowed).toBe(false);
  });

  it.skipIf(!enabled)('starts a new window after the old one ends', async () => {
    const limiter = await make(1, 300, 'window');
    expect((await limiter.hit('198.51.100.4')).allowed).toBe(true);
    expect((await limiter.hit('198.51.100.4')).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await limiter.hit('198.51.100.4')).allowed).toBe(true);
  });
});

describe('the rate limit across instances', () => {
  it.skipIf(!withRedis)('is one limit for every instance that shares the Redis', async () => {
    const [a, b, c] = await Promise.all([redisLimiter(4, 60_000, 'shared'), redisLimiter(4, 60_000, 'shared'), redisLimiter(4, 60_000, 'shared')]);
    const decisions = await Promise.all([a, b, c, a, b, c].map((limiter) => limiter.hit('198.51.100.5')));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(4);
  });

  it('falls back to counting in memory when Redis does not answer, instead of refusing enquiries', async () => {
    const redis = await connectRedis('redis://127.0.0.1:1');
    const limiter = redisRateLimiter(redis, { limit: 2, windowMs: 60_000, prefix: 'unused:', ownsConnection: true });
    const decisions = await hits(limiter, '198.51.100.6', 3);
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, false]);
    await limiter.close();
  });
});
