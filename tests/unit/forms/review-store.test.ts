import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadReview, REVIEW_TTL_MS, saveReview, type Review } from '@/lib/forms/review-store';
import { closeSharedRedis, sharedRedis } from '@/lib/redis/shared-client';
import { startRedis, type RunningRedis } from '../../support/redis';

// The review of a refused plain post, kept on the server by an opaque id: in memory, or in Redis so that
// another site instance can show it.

const env = vi.hoisted(() => ({ REDIS_URL: undefined as string | undefined, REDIS_KEY_PREFIX: 'test:' }));
vi.mock('@/lib/env', () => ({ env }));

const review: Review = {
  kind: 'contact',
  values: { name: 'Ana', message: 'Hola' },
  errors: { email: ['required'] },
  token: 'token',
  started: '1',
};

describe('review store in memory', () => {
  it('gives the review back by its id, to its own form only, for REVIEW_TTL_MS', async () => {
    vi.useFakeTimers();
    const id = await saveReview(review);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await loadReview(id, 'contact')).toEqual(review);
    expect(await loadReview(id, 'application')).toBeNull();
    expect(await loadReview('not-an-id', 'contact')).toBeNull();
    expect(await loadReview(crypto.randomUUID(), 'contact')).toBeNull();
    vi.advanceTimersByTime(REVIEW_TTL_MS + 1);
    expect(await loadReview(id, 'contact')).toBeNull();
  });
});

describe('review store in Redis', () => {
  let redis: RunningRedis;
  beforeAll(async () => {
    redis = await startRedis();
    env.REDIS_URL = redis.url;
  }, 30_000);
  afterAll(async () => {
    env.REDIS_URL = undefined;
    closeSharedRedis();
    await redis?.stop();
  });

  it('is kept in Redis with its lifetime, so any instance reads it', async () => {
    const id = await saveReview({ ...review, kind: 'application', values: { skills: ['3'] } });
    const client = await sharedRedis(redis.url);
    const ttl = await client!.pTTL(`test:form-review:${id}`);
    expect(ttl).toBeGreaterThan(REVIEW_TTL_MS - 5_000);
    expect(ttl).toBeLessThanOrEqual(REVIEW_TTL_MS);
    expect(await loadReview(id, 'application')).toMatchObject({ values: { skills: ['3'] } });
    await client!.del(`test:form-review:${id}`);
    expect(await loadReview(id, 'application')).toBeNull();
  });
});
