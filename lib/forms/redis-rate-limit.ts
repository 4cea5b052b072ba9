import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { sharedRedis } from '@/lib/redis/shared-client';
import { createRateLimiter, type RateLimiter, type RateLimitResult, type RateLimits } from './rate-limit';

/**
 * A limiter counted in Redis (rate-limiter-flexible), so every site instance sharing that Redis counts the
 * same visitor against one limit: at most `limit` hits per window of `windowMs`, the window starting at the
 * visitor's first hit. While Redis does not answer, each instance counts in its own memory rather than
 * refusing the forms or letting everything through.
 */
export function createRedisRateLimiter({
  name,
  limit,
  windowMs,
  url,
  prefix,
}: RateLimits & { name: string; url: string; prefix: string }): RateLimiter {
  const fallback = createRateLimiter({ limit, windowMs });
  let store: RateLimiterRedis | undefined;

  async function redisLimiter() {
    if (store) return store;
    const client = await sharedRedis(url);
    if (!client) return null;
    store = new RateLimiterRedis({
      storeClient: client,
      useRedisPackage: true,
      keyPrefix: `${prefix}rate:${name}`,
      points: limit,
      duration: Math.ceil(windowMs / 1000),
    });
    return store;
  }

  return {
    async hit(key): Promise<RateLimitResult> {
      const limiter = await redisLimiter();
      if (!limiter) return fallback.hit(key);
      try {
        await limiter.consume(key);
        return { allowed: true };
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
        }
        return fallback.hit(key);
      }
    },
  };
}
