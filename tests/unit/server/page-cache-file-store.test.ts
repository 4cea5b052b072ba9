import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { entryFileName, fileStore } from '@/server/page-cache/file-store';
import { pageCacheHandler } from '@/server/page-cache/handler';
import { pagePath } from '@/tests/support/paths';

let folder: string;

function page(html: string, status = 200) {
  return { kind: 'APP_PAGE', html, rscData: Buffer.from('rsc'), headers: {}, status };
}
const ctx = { cacheControl: { revalidate: 60 } };

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'page-cache-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

function handlerOn(dir: string, maxDiskBytes = 1024 * 1024, maxMemoryBytes = 1024 * 1024) {
  const store = fileStore({ folder: dir, maxDiskBytes, maxMemoryBytes });
  return new (pageCacheHandler(() => store))();
}

describe('the page cache in a folder', () => {
  it('keeps a page on disk and gives it back, to another process on the same folder too', async () => {
    const dir = path.join(folder, 'shared');
    const about = pagePath('/about', 'en');
    await handlerOn(dir).set(about, page('<p>about</p>'), ctx);
    expect(existsSync(path.join(dir, entryFileName(about)))).toBe(true);
    const entry = await handlerOn(dir).get(about);
    expect((entry?.value as unknown as { html: string }).html).toBe('<p>about</p>');
    expect(Buffer.isBuffer((entry?.value as unknown as { rscData: Buffer }).rscData)).toBe(true);
  });

  it('never keeps a page that was not found', async () => {
    const dir = path.join(folder, 'missing');
    const cache = handlerOn(dir);
    await cache.set('/en/news/no-such-post', page('<p>404</p>', 404), ctx);
    expect(await cache.get('/en/news/no-such-post')).toBeNull();
    expect(existsSync(dir)).toBe(false);
  });

  it('forgets a page once it is gone: its 404 removes the old answer', async () => {
    const dir = path.join(folder, 'gone');
    const cache = handlerOn(dir);
    await cache.set('/en/news/old', page('<p>old</p>'), ctx);
    expect(await cache.get('/en/news/old')).not.toBeNull();
    await cache.set('/en/news/old', page('<p>404</p>', 404), ctx);
    expect(await cache.get('/en/news/old')).toBeNull();
    expect(await handlerOn(dir).get('/en/news/old')).toBeNull();
  });

  it('keeps keys of any length, under hashed file names', async () => {
    const cache = handlerOn(path.join(folder, 'long'));
    const key = `/es/news/${'ñ'.repeat(300)}`;
    await cache.set(key, page('<p>long</p>'), ctx);
    expect(((await cache.get(key))?.value as unknown as { html: string }).html).toBe('<p>long</p>');
  });

  it('evicts the least recently used pages, files and all, past its disk bound', async () => {
    const dir = path.join(folder, 'bounded');
    const cache = handlerOn(dir, 1024 * 1024, 1024);
    const big = 'x'.repeat(400 * 1024);
    await cache.set('/a', page(big), ctx);
    await cache.set('/b', page(big), ctx);
    await cache.get('/a');
    await cache.set('/c', page(big), ctx);
    expect(await cache.get('/b')).toBeNull();
    expect(await cache.get('/a')).not.toBeNull();
    expect(await cache.get('/c')).not.toBeNull();
    expect((await readdir(dir)).sort()).toEqual([entryFileName('/a'), entryFileName('/c')].sort());
  });

  it('serves a page whose tag was revalidated with durations as stale, and none once expired', async () => {
    const cache = handlerOn(path.join(folder, 'tags'));
    const tagged = { ...page('<p>news</p>'), headers: { 'x-next-cache-tags': 'posts,_N_T_/en/news' } };
    await cache.set('/en/news', tagged, ctx);
    const written = Date.now();
    // A revalidation counts for entries written before it: the clock must have moved on.
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(written));
    expect((await cache.get('/en/news'))!.lastModified).toBeGreaterThan(Date.now() - 60_000);
    await cache.revalidateTag('posts', { expire: 3600 });
    const stale = await cache.get('/en/news');
    expect(stale!.lastModified).toBeLessThan(Date.now() - 60_000);
    await cache.revalidateTag(['_N_T_/en/news']);
    expect(await cache.get('/en/news')).toBeNull();
  });
});
