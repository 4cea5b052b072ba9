// @vitest-environment node
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BoundedFileSystemCache, ledgerSnapshot } from '@/server/file-system-page-cache';
import { isNotFound } from '@/server/page-cache-rules';

let folder: string;
let cache: BoundedFileSystemCache;

const fs = {
  existsSync,
  readFile: (file: string) => readFile(file),
  readFileSync: () => Buffer.alloc(0),
  writeFile: (file: string, data: Buffer | string) => writeFile(file, data),
  mkdir: (dir: string) => mkdir(dir, { recursive: true }).then(() => undefined),
  stat: (file: string) => stat(file).then((s) => ({ mtime: s.mtime })),
};

function page(html: string, status = 200) {
  return {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from('rsc'),
    headers: {},
    status,
    postponed: undefined,
    segmentData: undefined,
  } as never;
}
const ctx = {
  cacheControl: { revalidate: 60, expire: undefined },
  isRoutePPREnabled: false,
  isFallback: false,
} as never;
const getCtx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false } as never;
const htmlFile = (key: string) => path.join(folder, 'server', 'app', `${key}.html`);

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'cache-handler-'));
  process.env.PAGE_CACHE_MAX_MB = '1';
  cache = new BoundedFileSystemCache({
    fs,
    serverDistDir: path.join(folder, 'server'),
    flushToDisk: true,
    revalidatedTags: [],
    _requestHeaders: {},
  } as never);
});
afterAll(async () => {
  delete process.env.PAGE_CACHE_MAX_MB;
  await rm(folder, { recursive: true, force: true });
});

describe('BoundedFileSystemCache', () => {
  it('keeps a page on disk and gives it back', async () => {
    await cache.set('/en/about', page('<p>about</p>'), ctx);
    expect(existsSync(htmlFile('/en/about'))).toBe(true);
    const entry = await cache.get('/en/about', getCtx);
    expect(String((entry?.value as { html: unknown } | null)?.html)).toBe('<p>about</p>');
  });

  it('never keeps a page that was not found', async () => {
    await cache.set('/en/news/no-such-post', page('<p>404</p>', 404), ctx);
    expect(existsSync(htmlFile('/en/news/no-such-post'))).toBe(false);
    expect(await cache.get('/en/news/no-such-post', getCtx)).toBeNull();
    expect(isNotFound(page('', 404))).toBe(true);
    expect(isNotFound(page('', 200))).toBe(false);
  });

  it('skips keys whose file names no file system holds, without touching the disk', async () => {
    const key = `/es/news/${'ñ'.repeat(150)}`;
    await cache.set(key, page('<p>long</p>'), ctx);
    expect(await cache.get(key, getCtx)).toBeNull();
  });

  it('evicts the least recently used pages, files and all, past PAGE_CACHE_MAX_MB', async () => {
    const big = 'x'.repeat(400 * 1024);
    await cache.set('/en/a', page(big), ctx);
    await cache.set('/en/b', page(big), ctx);
    await cache.get('/en/a', getCtx);
    await cache.set('/en/c', page(big), ctx);
    expect(existsSync(htmlFile('/en/b'))).toBe(false);
    expect(existsSync(htmlFile('/en/a'))).toBe(true);
    expect(existsSync(htmlFile('/en/c'))).toBe(true);
    expect(ledgerSnapshot().bytes).toBeLessThanOrEqual(1024 * 1024);
    expect(ledgerSnapshot().keys).not.toContain('/en/b');
  });
});
