// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { BoundedFileSystemCache } from '@/server/file-system-page-cache';

// Next makes a cache handler for every request: the environment is read at the first one only, not
// validated again per request.
const folder = await mkdtemp(path.join(tmpdir(), 'page-cache-settings-'));
const make = () =>
  new BoundedFileSystemCache({
    serverDistDir: path.join(folder, 'server'),
    flushToDisk: false,
    revalidatedTags: [],
    _requestHeaders: {},
  } as never);
const limit = (cache: BoundedFileSystemCache) => (cache as unknown as { maxBytes: number }).maxBytes;

afterAll(async () => {
  delete process.env.PAGE_CACHE_MAX_MB;
  await rm(folder, { recursive: true, force: true });
});

it('reads PAGE_CACHE_MAX_MB once, at the first handler', () => {
  process.env.PAGE_CACHE_MAX_MB = '3';
  const first = make();
  process.env.PAGE_CACHE_MAX_MB = '5';
  const second = make();
  expect(limit(first)).toBe(3 * 1024 * 1024);
  expect(limit(second)).toBe(3 * 1024 * 1024);
});
