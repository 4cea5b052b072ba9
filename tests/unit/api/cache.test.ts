import { afterEach, describe, expect, it, vi } from 'vitest';

const unstableCache = vi.fn((fn: (...args: unknown[]) => Promise<unknown>) => async (...args: unknown[]) => ({
  fromCache: await fn(...args),
}));
vi.mock('next/cache', () => ({ unstable_cache: unstableCache }));

const runtime = { insideNext: false };
vi.mock('@/lib/env', () => ({
  env: { PANEL_API_URL: 'http://backend.test/panel', MF_API_URL: 'http://backend.test/mf' },
  get insideNext() {
    return runtime.insideNext;
  },
}));

const { cached, cacheLifetimes } = await import('@/lib/api/cache');

afterEach(() => {
  runtime.insideNext = false;
});

describe('cached getters', () => {
  it('declare their tag and lifetime to the Next data cache, keyed by the back end they read', () => {
    cached('talents', 'talents-page', () => Promise.resolve(1));
    const key = ['api', 'talents-page', 'http://backend.test/panel', 'http://backend.test/mf'];
    expect(unstableCache).toHaveBeenLastCalledWith(expect.any(Function), key, {
      tags: ['talents'],
      revalidate: 60,
    });
  });

  it('use the lifetimes of docs/caching.md', () => {
    expect(cacheLifetimes).toEqual({
      posts: 300,
      slides: 300,
      'social-media': 300,
      talents: 60,
      attributes: 86_400,
    });
  });

  it('go through the data cache inside Next', async () => {
    runtime.insideNext = true;
    const getter = cached('posts', 'post', (slug: string) => Promise.resolve(`post ${slug}`));
    await expect(getter('a')).resolves.toEqual({ fromCache: 'post a' });
  });

  it('run uncached outside Next (contract tests, scripts)', async () => {
    const getter = cached('posts', 'post', (slug: string) => Promise.resolve(`post ${slug}`));
    await expect(getter('a')).resolves.toBe('post a');
  });
});
