import 'server-only';
import { env } from '@/lib/env';
import { createRateLimiter, type RateLimiter, type RateLimits } from './rate-limit';
import { createRedisRateLimiter } from './redis-rate-limit';

/**
 * The limiter of one form route, `name` keeping its count apart from the other routes': in Redis when
 * REDIS_URL is set (counted across every site instance), in this server's memory otherwise.
 */
export function formRateLimiter(name: string, limits: RateLimits): RateLimiter {
  return env.REDIS_URL
    ? createRedisRateLimiter({ name, ...limits, url: env.REDIS_URL, prefix: env.REDIS_KEY_PREFIX })
    : createRateLimiter(limits);
}
