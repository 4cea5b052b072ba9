// @vitest-environment node
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants';
import { expect, it } from 'vitest';
import { localeRules } from '@/lib/i18n/next-rules';
import { siteNextConfig } from '@/lib/site-next-config';

it('pages carry no ETag: Next would hash every answer for it on every request', () => {
  expect(siteNextConfig(PHASE_PRODUCTION_SERVER).generateEtags).toBe(false);
});

it('a production build has no header rule: the front sets the security headers on every answer', async () => {
  expect(await siteNextConfig(PHASE_PRODUCTION_BUILD).headers!()).toEqual([]);
  // `next dev` runs without the front, so the rule sets them there.
  const [rule] = await siteNextConfig(PHASE_DEVELOPMENT_SERVER).headers!();
  expect(rule?.source).toBe('/:path*');
  expect(rule?.headers.map((header) => header.key)).toContain('Content-Security-Policy');
});

it("`next dev` keeps Next's own page cache, even once the site's handler is compiled", () => {
  expect(siteNextConfig(PHASE_DEVELOPMENT_SERVER).cacheHandler).toBeUndefined();
});

it("a production build leaves compression to the front, which compresses a cached page once; dev keeps Next's", () => {
  expect(siteNextConfig(PHASE_PRODUCTION_BUILD).compress).toBe(false);
  expect(siteNextConfig(PHASE_PRODUCTION_SERVER).compress).toBe(false);
  expect(siteNextConfig(PHASE_DEVELOPMENT_SERVER).compress).toBe(true);
});

it("lets next/image fetch the back end's media and nothing else, and no private address for a remote one", () => {
  const images = siteNextConfig(PHASE_PRODUCTION_SERVER, {
    PANEL_API_URL: 'https://panel.example.com',
    MF_API_URL: 'https://mf.example.com:8443',
  }).images!;
  expect(images.remotePatterns).toEqual([
    { protocol: 'https', hostname: 'panel.example.com', pathname: '/media/**' },
    { protocol: 'https', hostname: 'mf.example.com', port: '8443', pathname: '/media/**' },
  ]);
  expect(images.dangerouslyAllowLocalIP).toBe(false);
  // The embedded backend on this machine: any port of the loopback host, private addresses allowed.
  const local = siteNextConfig(PHASE_PRODUCTION_SERVER, { PANEL_API_URL: 'http://127.0.0.1:4000' }).images!;
  expect(local.dangerouslyAllowLocalIP).toBe(true);
  expect(local.remotePatterns).toContainEqual({
    protocol: 'http',
    hostname: '127.0.0.1',
    pathname: '/media/**',
  });
});

it('a production build leaves the locale rules to the front, which applies them before Next; dev keeps them', async () => {
  const build = siteNextConfig(PHASE_PRODUCTION_BUILD);
  expect(await build.redirects!()).toEqual([]);
  const rewrites = await build.rewrites!();
  expect(Array.isArray(rewrites) ? rewrites : rewrites.afterFiles).toEqual([
    { source: '/crawlers/:file', destination: '/crawlers/:file' },
  ]);
  const dev = siteNextConfig(PHASE_DEVELOPMENT_SERVER);
  const { redirects, rewrites: devRewrites } = localeRules();
  const pair = ({ source, destination }: { source: string; destination: string }) => ({
    source,
    destination,
  });
  expect((await dev.redirects!()).map(pair)).toEqual(redirects.map(pair));
  const afterFiles = await dev.rewrites!();
  expect(Array.isArray(afterFiles) ? afterFiles : afterFiles.afterFiles).toEqual(
    expect.arrayContaining(devRewrites),
  );
});
