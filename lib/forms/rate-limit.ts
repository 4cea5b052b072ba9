export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts a visitor's hit; in memory the answer is immediate, in Redis (lib/forms/redis-rate-limit.ts) not. */
export type RateLimiter = { hit(key: string, now?: number): RateLimitResult | Promise<RateLimitResult> };

export type RateLimits = { limit: number; windowMs: number };

/**
 * A sliding-window limiter kept in memory: at most `limit` hits per `windowMs` for each key. Per instance:
 * the limit of one machine (without REDIS_URL), and the fallback of the Redis limiter while Redis is away.
 */
export function createRateLimiter({
  limit,
  windowMs,
  maxKeys = 10_000,
}: {
  limit: number;
  windowMs: number;
  maxKeys?: number;
}): { hit(key: string, now?: number): RateLimitResult } {
  const hits = new Map<string, number[]>();

  return {
    hit(key, now = Date.now()) {
      const recent = (hits.get(key) ?? []).filter((time) => now - time < windowMs);
      if (recent.length >= limit) {
        const oldest = recent[0] ?? now;
        hits.set(key, recent);
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)),
        };
      }
      recent.push(now);
      // Re-inserting keeps the map in least-recently-used order, so the oldest visitor is dropped first.
      hits.delete(key);
      hits.set(key, recent);
      if (hits.size > maxKeys) {
        const stalest = hits.keys().next().value;
        if (stalest !== undefined) hits.delete(stalest);
      }
      return { allowed: true };
    },
  };
}
