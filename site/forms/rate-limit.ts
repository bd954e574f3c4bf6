/**
 * Per-address rate limits for the form endpoints: a fixed window per client address. In memory
 * by default (one instance); in Redis when REDIS_URL is set, so that every instance of the site
 * counts against one limit. If Redis stops answering, the limit falls back to this instance's
 * memory rather than refusing enquiries.
 */
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

export interface RateDecision {
  readonly allowed: boolean;
  /** Requests left in the current window. */
  readonly remaining: number;
  /** When the window ends, from now. */
  readonly retryAfterMs: number;
  /** The limit per window. */
  readonly limit: number;
  /** True for the first refused request of a window (the one worth a log line). */
  readonly firstRefusal: boolean;
}

export interface RateLimiter {
  /** Counts one request for `key` and says whether it is within the limit. */
  hit(key: string): Promise<RateDecision>;
  close(): Promise<void>;
}

export interface RateLimitOptions {
  readonly limit: number;
  readonly windowMs: number;
}

const decision = (count: number, limit: number, retryAfterMs: number): RateDecision => ({
  allowed: count <= limit,
  remaining: Math.max(0, limit - count),
  retryAfterMs: Math.max(0, retryAfterMs),
  limit,
  firstRefusal: count === limit + 1,
});

/** Addresses are hashed before they are kept anywhere. */
const keyOf = (key: string): string => createHash('sha256').update(key).digest('base64url').slice(0, 32);

/** This process's own counters; expired windows are swept as the map grows. */
export function memoryRateLimiter({ limit, windowMs }: RateLimitOptions, now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let nextSweep = now() + windowMs;
  const sweep = (time: number) => {
    if (time < nextSweep) return;
    for (const [key, window] of windows) if (window.endsAt <= time) windows.delete(key);
    nextSweep = time + windowMs;
  };
  return {
    async hit(key) {
      const time = now();
      sweep(time);
      const id = keyOf(key);
      const current = windows.get(id);
      const window = current !== undefined && current.endsAt > time ? current : { count: 0, endsAt: time + windowMs };
      window.count += 1;
      windows.set(id, window);
      return decision(window.count, limit, window.endsAt - time);
    },
    async close() {
      windows.clear();
    },
  };
}

/** INCR and, on the window's first hit, PEXPIRE, atomically; answers the count and the time left. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

export interface RedisRateLimitOptions extends RateLimitOptions {
  /** Prefix of the Redis keys, e.g. `larkspur:forms:rate:`. */
  readonly prefix: string;
  /** Closes the connection on `close()` (true when the limiter opened it). */
  readonly ownsConnection?: boolean;
}

/** One limit across every instance that shares the Redis; this instance's memory when Redis fails. */
export function redisRateLimiter(redis: Redis, options: RedisRateLimitOptions): RateLimiter {
  const fallback = memoryRateLimiter(options);
  let warned = false;
  return {
    async hit(key) {
      try {
        const reply = (await redis.eval(HIT_SCRIPT, 1, `${options.prefix}${keyOf(key)}`, String(options.windowMs))) as [number, number];
        warned = false;
        return decision(Number(reply[0]), options.limit, Number(reply[1]));
      } catch (error) {
        if (!warned) console.error(`Form rate limit: Redis did not answer (${error instanceof Error ? error.message : String(error)}); counting in this instance's memory until it does`);
        warned = true;
        return fallback.hit(key);
      }
    },
    async close() {
      await fallback.close();
      if (options.ownsConnection) redis.disconnect();
    },
  };
}
