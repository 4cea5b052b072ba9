import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisRateLimiter } from '@/lib/forms/redis-rate-limit';
import { closeSharedRedis } from '@/lib/redis/shared-client';
import { startRedis, type RunningRedis } from '../../support/redis';

// Two limiters on one real Redis stand for the same form route on two site instances.

let redis: RunningRedis;

beforeAll(async () => {
  redis = await startRedis();
}, 30_000);
afterAll(async () => {
  closeSharedRedis();
  await redis?.stop();
});

const limits = { limit: 3, windowMs: 60_000, prefix: 'test:' };

describe('createRedisRateLimiter', () => {
  it('counts one visitor across instances and refuses with the time left in the window', async () => {
    const a = createRedisRateLimiter({ name: 'contact', ...limits, url: redis.url });
    const b = createRedisRateLimiter({ name: 'contact', ...limits, url: redis.url });
    expect(await a.hit('1.2.3.4')).toEqual({ allowed: true });
    expect(await b.hit('1.2.3.4')).toEqual({ allowed: true });
    expect(await a.hit('1.2.3.4')).toEqual({ allowed: true });
    const refused = await b.hit('1.2.3.4');
    expect(refused.allowed).toBe(false);
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await a.hit('5.6.7.8')).toEqual({ allowed: true });
  });

  it('keeps each route its own count', async () => {
    const contact = createRedisRateLimiter({ name: 'contact-2', ...limits, url: redis.url });
    const download = createRedisRateLimiter({ name: 'download-2', ...limits, url: redis.url });
    for (let i = 0; i < 3; i++) await contact.hit('9.9.9.9');
    expect((await contact.hit('9.9.9.9')).allowed).toBe(false);
    expect(await download.hit('9.9.9.9')).toEqual({ allowed: true });
  });

  it('counts in memory while Redis is down', async () => {
    const other = await startRedis();
    const limiter = createRedisRateLimiter({ name: 'apply', ...limits, url: other.url });
    expect(await limiter.hit('1.1.1.1')).toEqual({ allowed: true });
    await other.stop();
    for (let i = 0; i < 3; i++) expect(await limiter.hit('2.2.2.2')).toEqual({ allowed: true });
    expect((await limiter.hit('2.2.2.2')).allowed).toBe(false);
  }, 20_000);
});
