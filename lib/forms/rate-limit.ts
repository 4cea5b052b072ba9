import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts a visitor's hit: in this server's memory, or in Redis (lib/forms/redis-rate-limit.ts). */
export type RateLimiter = { hit(key: string): Promise<RateLimitResult> };

export type RateLimits = { limit: number; windowMs: number };

/** rate-limiter-flexible's terms for `limit` hits per window of `windowMs`, the window starting at the first. */
export function limiterOptions({ limit, windowMs }: RateLimits) {
  return { points: limit, duration: Math.ceil(windowMs / 1000) };
}

/** One hit of `key` against `limiter`: allowed, or refused with the seconds left in the visitor's window. */
export async function countHit(limiter: RateLimiterAbstract, key: string): Promise<RateLimitResult> {
  try {
    await limiter.consume(key);
    return { allowed: true };
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
  }
}

/**
 * A limiter kept in memory: at most `limit` hits per window of `windowMs` for each key, a key forgotten once
 * its window is over. Per instance: the limit of one machine (without REDIS_URL).
 */
export function createRateLimiter(limits: RateLimits): RateLimiter {
  const limiter = new RateLimiterMemory(limiterOptions(limits));
  return { hit: (key) => countHit(limiter, key) };
}
