import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileStore } from '@/server/page-cache/file-store';
import { pageCacheHandler } from '@/server/page-cache/handler';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'page-cache-lookups-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('the page cache tells each lookup', () => {
  it('as a miss, a hit or stale, by the kind of entry Next asked for', async () => {
    const seen: string[] = [];
    const store = fileStore({ folder, maxDiskBytes: 1024 * 1024, maxMemoryBytes: 1024 * 1024 });
    const Handler = pageCacheHandler(
      () => store,
      (kind, result) => seen.push(`${kind} ${result}`),
    );
    const cache = new Handler();
    const page = {
      kind: 'APP_PAGE',
      html: '<p>news</p>',
      rscData: Buffer.from('rsc'),
      headers: { 'x-next-cache-tags': 'posts' },
      status: 200,
    };
    await cache.get('/en/news', { kind: 'APP_PAGE' });
    await cache.set('/en/news', page, { cacheControl: { revalidate: 60 } });
    await cache.get('/en/news', { kind: 'APP_PAGE' });
    await cache.revalidateTag('posts', { expire: 3600 });
    await cache.get('/en/news', { kind: 'APP_PAGE' });
    await cache.get('data-key', { kind: 'FETCH' });
    await cache.get('other-key');
    expect(seen).toEqual(['page miss', 'page hit', 'page stale', 'fetch miss', 'other miss']);
  });
});
