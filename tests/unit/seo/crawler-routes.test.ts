import { getRewrittenUrl, unstable_getResponseFromNextConfig } from 'next/experimental/testing/server.js';
import { describe, expect, it } from 'vitest';
import { nextRewrites } from '@/lib/i18n/next-rules';

// The rewrites as lib/site-next-config.ts gives them: the crawler files before the file system, their route
// after it.
const nextConfig = { rewrites: () => Promise.resolve(nextRewrites()) };

async function rewriteOf(path: string, config = nextConfig) {
  const response = await unstable_getResponseFromNextConfig({
    url: `http://127.0.0.1:3000${path}`,
    nextConfig: config,
  });
  const url = getRewrittenUrl(response);
  return url ? new URL(url).pathname : null;
}

describe('the crawler files reach their cached route', () => {
  it.each([
    ['/robots.txt', '/crawlers/robots.txt'],
    ['/sitemap.xml', '/crawlers/sitemap.xml'],
  ])('%s is rewritten to %s', async (path, target) => {
    expect(await rewriteOf(path)).toBe(target);
  });

  it('the route itself is not taken for a page of the default locale', async () => {
    expect((await rewriteOf('/crawlers/robots.txt')) ?? '/crawlers/robots.txt').toBe('/crawlers/robots.txt');
    expect(await rewriteOf('/crawlers')).toBeNull();
  });

  // Next's route module tries the rewrites after the file system again for the route's own path: the first
  // of them takes it, so the search ends there.
  it('the first rewrite after the file system takes the route as it is', async () => {
    const { afterFiles } = await nextConfig.rewrites();
    const first = {
      rewrites: () => Promise.resolve({ beforeFiles: [], afterFiles: afterFiles.slice(0, 1), fallback: [] }),
    };
    expect(await rewriteOf('/crawlers/robots.txt', first)).toBe('/crawlers/robots.txt');
    expect(await rewriteOf('/crawlers/sitemap.xml', first)).toBe('/crawlers/sitemap.xml');
  });
});
