import { describe, expect, it, vi } from 'vitest';
import {
  chunkReloadKey,
  chunkReloadWindowMs,
  isChunkLoadError,
  mayReload,
  reloadForChunkError,
} from '@/components/layout/error/chunk-reload';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

const chunkError = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });

describe('isChunkLoadError', () => {
  it.each([
    chunkError,
    new TypeError('Failed to fetch dynamically imported module: https://x/_next/static/chunks/a.js'),
    new TypeError('Importing a module script failed.'),
    new Error('Loading CSS chunk 7 failed'),
  ])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([new Error('boom'), 'Loading chunk 1 failed', null, { name: 'ChunkLoadError' }])(
    'ignores %s',
    (error) => {
      expect(isChunkLoadError(error)).toBe(false);
    },
  );
});

describe('mayReload', () => {
  it('allows the first reload and one after the window, not within it', () => {
    expect(mayReload(null, 1_000_000)).toBe(true);
    expect(mayReload('1000000', 1_000_000 + chunkReloadWindowMs - 1)).toBe(false);
    expect(mayReload('1000000', 1_000_000 + chunkReloadWindowMs)).toBe(true);
    expect(mayReload('garbage', 5)).toBe(true);
  });
});

describe('reloadForChunkError', () => {
  it('reloads once, records the time, and not again within 60 s', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadForChunkError(chunkError, { storage, reload, now: 10_000 })).toBe(true);
    expect(storage.data.get(chunkReloadKey)).toBe('10000');
    expect(reloadForChunkError(chunkError, { storage, reload, now: 10_000 + 59_999 })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForChunkError(chunkError, { storage, reload, now: 10_000 + 60_000 })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads for other errors', () => {
    const reload = vi.fn();
    expect(reloadForChunkError(new Error('boom'), { storage: memoryStorage(), reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload when storage is blocked (no guard, no loop)', () => {
    const reload = vi.fn();
    const storage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: vi.fn(),
    };
    expect(reloadForChunkError(chunkError, { storage, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
