// @vitest-environment node
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

describe('a page kept in the cache', () => {
  it('comes back in one byte per character, from memory and from the folder, meaning the same', async () => {
    const options = { folder, maxDiskBytes: 1024 * 1024, maxMemoryBytes: 1024 * 1024 };
    const store = fileStore(options);
    const Handler = pageCacheHandler(() => store);
    const html = '<p>Couldn’t load…</p><script>self.__next_f.push([1,"’"])</script>';
    const page = { kind: 'APP_PAGE', html, rscData: Buffer.from('rsc’'), headers: {}, status: 200 };
    await new Handler().set('/en/one-byte', page, { cacheControl: { revalidate: 60 } });
    const expected = '<p>Couldn&#x2019;t load&#x2026;</p><script>self.__next_f.push([1,"\\u2019"])</script>';
    const fromMemory = await new Handler().get('/en/one-byte', { kind: 'APP_PAGE' });
    expect(fromMemory?.value?.html).toBe(expected);
    // Another process on the same folder reads it from disk.
    const OtherProcess = pageCacheHandler(() => fileStore(options));
    const fromDisk = await new OtherProcess().get('/en/one-byte', { kind: 'APP_PAGE' });
    expect(fromDisk?.value?.html).toBe(expected);
    // The payload of client navigations is bytes already, left as it is.
    expect(fromMemory?.value?.rscData).toEqual(Buffer.from('rsc’'));
  });
});
