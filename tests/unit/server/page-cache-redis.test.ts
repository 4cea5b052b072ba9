import { createClient } from '@redis/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeSharedRedis } from '@/lib/redis/shared-client';
import { pageCacheHandler } from '@/server/page-cache/handler';
import { redisKeys, redisStore } from '@/server/page-cache/redis-store';
import { pagePath } from '@/tests/support/paths';
import { startRedis, type RunningRedis } from '../../support/redis';

// Two handlers on one real Redis stand for two site instances: each has its own store object, as two
// processes would, and shares nothing but Redis.

let redis: RunningRedis;
let a: InstanceType<ReturnType<typeof pageCacheHandler>>;
let b: InstanceType<ReturnType<typeof pageCacheHandler>>;
let inspect: ReturnType<typeof createClient>;
const prefix = 'test:';

function page(html: string, status = 200, tags = 'posts,_N_T_/layout') {
  return {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from([0, 1, 2, 255]),
    headers: { 'x-next-cache-tags': tags },
    status,
    postponed: undefined,
    segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  };
}
const setCtx = { cacheControl: { revalidate: 300, expire: 3600 } };

/** Waits until the clock has moved on: a revalidation counts for entries written before it. */
async function clockMoved() {
  const now = Date.now();
  await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(now));
}

function instance(url: string) {
  const store = redisStore({ url, prefix, buildId: 'build-1' });
  const Handler = pageCacheHandler(() => store);
  return new Handler();
}

beforeAll(async () => {
  redis = await startRedis();
  a = instance(redis.url);
  b = instance(redis.url);
  inspect = createClient({ url: redis.url });
  await inspect.connect();
}, 30_000);
afterAll(async () => {
  await inspect?.close();
  closeSharedRedis();
  await redis?.stop();
});

describe('the page cache on Redis', () => {
  it('gives a page written by one instance to the other, buffers and segments intact', async () => {
    await a.set('/en/news/a', page('<h1>A</h1>'), setCtx);
    const entry = await b.get('/en/news/a');
    expect(entry?.cacheControl).toEqual({ revalidate: 300, expire: 3600 });
    const value = entry?.value as unknown as {
      html: string;
      rscData: Buffer;
      segmentData: Map<string, Buffer>;
    };
    expect(value.html).toBe('<h1>A</h1>');
    expect(Buffer.isBuffer(value.rscData)).toBe(true);
    expect([...value.rscData]).toEqual([0, 1, 2, 255]);
    expect(value.segmentData.get('/_tree')?.toString()).toBe('tree');
  });

  it('stores an entry under its build with the lifetime Next gave it', async () => {
    const key = redisKeys(prefix, 'build-1').entry('/en/news/a');
    const ttl = await inspect.ttl(key);
    expect(ttl).toBeGreaterThan(3500);
    expect(ttl).toBeLessThanOrEqual(3600);
  });

  it('never keeps a not-found page, and forgets the old answer of a page that is gone', async () => {
    await a.set('/en/news/missing', page('<h1>Not found</h1>', 404), setCtx);
    expect(await b.get('/en/news/missing')).toBeNull();
    expect(await inspect.exists(redisKeys(prefix, 'build-1').entry('/en/news/missing'))).toBe(0);
    await a.set('/en/news/gone', page('<h1>Gone soon</h1>'), setCtx);
    expect(await b.get('/en/news/gone')).not.toBeNull();
    await b.set('/en/news/gone', page('<h1>Not found</h1>', 404), setCtx);
    expect(await a.get('/en/news/gone')).toBeNull();
  });

  it('serves a page whose tag was revalidated on the other instance as stale, once past its lifetime', async () => {
    const before = await b.get('/en/news/a');
    expect(before!.lastModified).toBeGreaterThan(Date.now() - 60_000);
    await clockMoved();
    await a.revalidateTag(['posts'], { expire: 60 });
    const entry = await b.get('/en/news/a');
    expect((entry?.value as unknown as { html: string }).html).toBe('<h1>A</h1>');
    // Dated past its 300 s, so Next serves it once more and renders it again.
    expect(entry!.lastModified).toBeLessThan(Date.now() - 300_000);
  });

  it('answers nothing for a page whose tag expired (revalidatePath gives no durations)', async () => {
    await a.set(pagePath('/about', 'en'), page('<h1>About</h1>'), setCtx);
    await clockMoved();
    await a.revalidateTag('_N_T_/layout');
    expect(await b.get(pagePath('/about', 'en'))).toBeNull();
  });

  it('revalidates data entries by the tags they were stored with', async () => {
    const data = {
      kind: 'FETCH',
      data: { headers: {}, body: '{"x":1}', url: '', status: 200 },
      revalidate: 60,
    };
    await a.set('data-key', data, { tags: ['talents'] });
    expect((await b.get('data-key', { tags: ['talents'], softTags: [] }))?.value).toEqual(data);
    await clockMoved();
    await a.revalidateTag('talents', {});
    const entry = await b.get('data-key', { tags: ['talents'], softTags: [] });
    expect(entry?.value).toEqual(data);
    expect(entry!.lastModified).toBeLessThan(Date.now() - 60_000);
  });

  it('is a miss, not an error, while Redis is down', async () => {
    const other = await startRedis();
    const lonely = instance(other.url);
    await lonely.set('/en', page('<h1>Home</h1>'), setCtx);
    await other.stop();
    await expect(lonely.get('/en')).resolves.toBeNull();
    await expect(lonely.set('/en', page('<h1>Home</h1>'), setCtx)).resolves.toBeUndefined();
    await expect(lonely.revalidateTag('posts')).resolves.toBeUndefined();
  }, 20_000);
});
