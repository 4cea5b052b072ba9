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

it("lets next/image fetch the back end's media and nothing else, and never a private address", () => {
  const images = siteNextConfig(PHASE_PRODUCTION_SERVER, {
    PANEL_API_URL: 'https://panel.example.com',
    MF_API_URL: 'https://mf.example.com:8443',
  }).images!;
  expect(images.remotePatterns).toEqual([
    { protocol: 'https', hostname: 'panel.example.com', pathname: '/media/**' },
    { protocol: 'https', hostname: 'mf.example.com', port: '8443', pathname: '/media/**' },
  ]);
  expect(images.dangerouslyAllowLocalIP).toBe(false);
  // The embedded backend on this machine or a private network: its media reach next/image as the site's own
  // /media paths, read in-process, so no internal origin is a remote pattern and private addresses stay shut.
  for (const api of ['http://127.0.0.1:4310', 'http://0.0.0.0:4000', 'http://10.0.0.5:4000']) {
    const local = siteNextConfig(PHASE_PRODUCTION_SERVER, { PANEL_API_URL: api, MF_API_URL: api }).images!;
    expect(local.dangerouslyAllowLocalIP, api).toBe(false);
    expect(local.remotePatterns, api).toEqual([]);
  }
  // A public media host of the agency's own still is one.
  const cdn = siteNextConfig(PHASE_PRODUCTION_SERVER, {
    MEDIA_URL: 'https://cdn.example.com/agency',
  }).images!;
  expect(cdn.remotePatterns).toEqual([
    { protocol: 'https', hostname: 'cdn.example.com', pathname: '/agency/**' },
  ]);
});

it('lets next/image optimize the site’s /media and /images paths, without a query, and no other path', () => {
  expect(siteNextConfig(PHASE_PRODUCTION_SERVER).images!.localPatterns).toEqual([
    { pathname: '/media/**', search: '' },
    { pathname: '/images/**', search: '' },
  ]);
});

it.each(phases)('%s leaves the locale rules to the front, which applies them before Next', async (phase) => {
  const config = siteNextConfig(phase);
  expect(config.redirects).toBeUndefined();
  const rewrites = await config.rewrites!();
  expect(Array.isArray(rewrites) ? rewrites : rewrites.afterFiles).toEqual([
    { source: '/crawlers/:file', destination: '/crawlers/:file' },
  ]);
});
