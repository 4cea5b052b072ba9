// @vitest-environment node
import { getRewrittenUrl, unstable_getResponseFromNextConfig } from 'next/experimental/testing/server.js';
import { describe, expect, it } from 'vitest';
import { localeRewrites } from '@/lib/i18n/locale-routes';
import { crawlerRewrites } from '@/lib/seo/crawler-routes';

// The rewrites as next.config.ts gives them: the crawler files before the file system, the locales after.
const nextConfig = {
  rewrites: () =>
    Promise.resolve({ beforeFiles: crawlerRewrites(), afterFiles: localeRewrites(), fallback: [] }),
};

async function rewriteOf(path: string) {
  const response = await unstable_getResponseFromNextConfig({
    url: `http://127.0.0.1:3000${path}`,
    nextConfig,
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
    expect(await rewriteOf('/crawlers/robots.txt')).toBeNull();
    expect(await rewriteOf('/crawlers')).toBeNull();
  });
});
