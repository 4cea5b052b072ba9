import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import { sharedRedis } from '@/lib/redis/shared-client';
import { countHit, limiterOptions, type RateLimiter, type RateLimits } from './rate-limit';

/**
 * A limiter counted in Redis, so every site instance sharing that Redis counts the same visitor against one
 * limit: at most `limit` hits per window of `windowMs`, the window starting at the visitor's first hit.
 * While Redis does not answer, each instance counts in its own memory rather than refusing the forms or
 * letting everything through.
 */
export function createRedisRateLimiter({
  name,
  url,
  prefix,
  ...limits
}: RateLimits & { name: string; url: string; prefix: string }): RateLimiter {
  const options = limiterOptions(limits);
  const memory = new RateLimiterMemory(options);
  let redis: RateLimiterRedis | undefined;

  async function limiter() {
    if (redis) return redis;
    const client = await sharedRedis(url);
    if (!client) return memory;
    redis = new RateLimiterRedis({
      ...options,
      storeClient: client,
      useRedisPackage: true,
      keyPrefix: `${prefix}rate:${name}`,
      insuranceLimiter: memory,
    });
    return redis;
  }

  return { hit: async (key) => countHit(await limiter(), key) };
}
