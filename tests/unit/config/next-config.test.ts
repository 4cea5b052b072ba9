// @vitest-environment node
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants';
import { expect, it } from 'vitest';
import { siteNextConfig } from '@/lib/site-next-config';

it('pages carry no ETag: Next would hash every answer for it on every request', () => {
  expect(siteNextConfig(PHASE_PRODUCTION_SERVER).generateEtags).toBe(false);
});

const phases = [PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER];

it.each(phases)('%s has no header rule: the front sets the security headers on every answer', (phase) => {
  expect(siteNextConfig(phase).headers).toBeUndefined();
});

it("`next dev` keeps Next's own page cache, even once the site's handler is compiled", () => {
  expect(siteNextConfig(PHASE_DEVELOPMENT_SERVER).cacheHandler).toBeUndefined();
});

it.each(phases)('%s leaves compression to the front, which compresses a cached page once', (phase) => {
  expect(siteNextConfig(phase).compress).toBe(false);
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

it.each(phases)('%s leaves the locale rules to the front, which applies them before Next', async (phase) => {
  const config = siteNextConfig(phase);
  expect(config.redirects).toBeUndefined();
  const rewrites = await config.rewrites!();
  expect(Array.isArray(rewrites) ? rewrites : rewrites.afterFiles).toEqual([
    { source: '/crawlers/:file', destination: '/crawlers/:file' },
  ]);
});
