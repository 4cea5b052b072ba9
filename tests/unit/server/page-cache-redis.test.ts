// @vitest-environment node
import { createClient } from '@redis/client';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import tagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSharedRedis } from '@/lib/redis/shared-client';
import { RedisPageCache, redisKeys } from '@/server/redis-page-cache';
import { startRedis, type RunningRedis } from '../../support/redis';

// Two handlers on one real Redis stand for two site instances. Next's tags manifest is one map per process;
// clearing it stands for the instance that never saw a revalidation.

const { tagsManifest } = tagsManifestModule as unknown as {
  tagsManifest: Map<string, { stale?: number; expired?: number }>;
};

let redis: RunningRedis;
let folder: string;
let a: RedisPageCache;
let b: RedisPageCache;
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
  } as never;
}
const setCtx = { cacheControl: { revalidate: 300, expire: 3600 }, isRoutePPREnabled: false } as never;
const getCtx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false } as never;

beforeAll(async () => {
  redis = await startRedis();
  folder = await mkdtemp(path.join(tmpdir(), 'redis-page-cache-'));
  await writeFile(path.join(folder, 'BUILD_ID'), 'build-1');
  const ctx = { serverDistDir: path.join(folder, 'server'), revalidatedTags: [], _requestHeaders: {} };
  a = new RedisPageCache(ctx, { url: redis.url, prefix });
  b = new RedisPageCache(ctx, { url: redis.url, prefix });
  inspect = createClient({ url: redis.url });
  await inspect.connect();
}, 30_000);
afterAll(async () => {
  await inspect?.close();
  closeSharedRedis();
  await redis?.stop();
  await rm(folder, { recursive: true, force: true });
});

describe('RedisPageCache', () => {
  it('gives a page written by one instance to the other, buffers and segments intact', async () => {
    await a.set('/en/news/a', page('<h1>A</h1>'), setCtx);
    const entry = await b.get('/en/news/a', getCtx);
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

  it('never keeps a not-found page', async () => {
    await a.set('/en/news/missing', page('<h1>Not found</h1>', 404), setCtx);
    expect(await b.get('/en/news/missing', getCtx)).toBeNull();
    expect(await inspect.exists(redisKeys(prefix, 'build-1').entry('/en/news/missing'))).toBe(0);
  });

  it('makes a tag revalidated on one instance stale on another that never saw it', async () => {
    const before = await b.get('/en/news/a', getCtx);
    await a.revalidateTag(['posts'], { expire: 60 });
    tagsManifest.clear();
    const entry = await b.get('/en/news/a', getCtx);
    const state = tagsManifest.get('posts');
    expect(state?.stale).toBeGreaterThan(before?.lastModified ?? Infinity);
    expect(state?.expired).toBeGreaterThan(Date.now());
    expect(entry?.lastModified).toBe(before?.lastModified);
    expect(tagsManifest.has('_N_T_/layout')).toBe(false);
  });

  it('expires a tag at once when no durations are given (revalidatePath)', async () => {
    await a.revalidateTag('_N_T_/layout');
    tagsManifest.clear();
    await b.get('/en/news/a', getCtx);
    expect(tagsManifest.get('_N_T_/layout')?.expired).toBeLessThanOrEqual(Date.now());
  });

  it('syncs the tags of data entries from the caller', async () => {
    const data = {
      kind: 'FETCH',
      data: { headers: {}, body: '{"x":1}', url: '', status: 200 },
      revalidate: 60,
    } as never;
    await a.set('data-key', data, { fetchCache: true, tags: ['talents'] } as never);
    await a.revalidateTag('talents', {});
    tagsManifest.clear();
    const entry = await b.get('data-key', { kind: 'FETCH', tags: ['talents'], softTags: [] } as never);
    expect(entry?.value).toEqual(data);
    expect(tagsManifest.get('talents')?.stale).toBeGreaterThan(0);
  });

  it('is a miss, not an error, while Redis is down', async () => {
    const other = await startRedis();
    const lonely = new RedisPageCache(
      { serverDistDir: path.join(folder, 'server'), revalidatedTags: [], _requestHeaders: {} },
      { url: other.url, prefix },
    );
    await lonely.set('/en', page('<h1>Home</h1>'), setCtx);
    await other.stop();
    await expect(lonely.get('/en', getCtx)).resolves.toBeNull();
    await expect(lonely.set('/en', page('<h1>Home</h1>'), setCtx)).resolves.toBeUndefined();
  }, 20_000);
});
