// The site's Next.js configuration. `npm run build` (and `npm run dev`) compile this file to plain
// JavaScript, dist/next-config.mjs, which `next.config.mjs` reads: Next loads a `next.config.ts` by compiling
// it with SWC's native binding, in the production server too, where that binding would then stay in memory
// for the server's whole life (docs/performance.md, "What the server loads at start").
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js';
import { siteMediaRoot } from './api/media-url';
import { isInternalHost } from './contract/internal-host';
import { maxInputPixels, smallBodyBytes } from './contract/upload-limits';
import { mediaOrigins, parseEnv } from './env-schema';
import { nextRewrites } from './i18n/next-rules';

type RemotePattern = Exclude<NonNullable<NonNullable<NextConfig['images']>['remotePatterns']>[number], URL>;

// next/image may optimize the site's own pictures and the back end's media, and nothing else. Media on an
// internal host reach it as the site's own `/media/…` paths (lib/api/media-url.ts), which the optimizer
// fetches in-process from app/media, never over the network: no private address is ever fetched. Only a
// media origin on a public host (the agency's own services, MEDIA_URL) is a remote pattern.
function remotePatterns(media: ReturnType<typeof mediaOrigins>): RemotePattern[] {
  return media
    .filter(({ url }) => !isInternalHost(url.hostname))
    .map(({ url, pathname }) => ({
      protocol: url.protocol === 'https:' ? 'https' : 'http',
      hostname: url.hostname,
      ...(url.port ? { port: url.port } : {}),
      pathname,
    }));
}

// The bounded page cache (server/cache-handler.ts), once `npm run build` has compiled it; Next's dev mode
// keeps no page cache.
const cacheHandler = path.join(process.cwd(), 'dist', 'cache-handler.mjs');

/**
 * The configuration for a phase of Next (`next/constants`), from the site's settings. The schema module, not
 * lib/env.ts: this runs outside the app and cannot import `server-only`.
 */
export function siteNextConfig(
  phase: string,
  variables: Parameters<typeof parseEnv>[0] = process.env,
): NextConfig {
  const env = parseEnv(variables);
  const media = mediaOrigins(env);
  return {
    poweredByHeader: false,
    // Loaded from node_modules, not bundled: the front, the cache handler and Next's bundles then count into
    // one registry (lib/ops/metrics.ts). pino is on Next's own list already.
    serverExternalPackages: ['prom-client'],
    // No ETag on pages: Next hashes the whole body of every answer for it, in JavaScript, on each request,
    // cache hits included (its cost under load: docs/performance.md). The cost of going without: a browser
    // revalidating a page downloads it again instead of a 304. Hashed assets are immutable anyway.
    generateEtags: false,
    // The front compresses (server/whole-body/compress-answers.ts): a cached page's compressed bytes are made
    // once, where Next would compress them again on every answer.
    compress: false,
    cacheHandler: phase !== PHASE_DEVELOPMENT_SERVER && existsSync(cacheHandler) ? cacheHandler : undefined,
    reactStrictMode: true,
    experimental: {
      // What the proxy (proxy.ts) copies of a body it runs on before the route reads it; the routes it runs
      // on take no more (lib/contract/upload-limits.ts). The uploads' routes are kept off the proxy.
      proxyClientMaxBodySize: smallBodyBytes,
      // The staff area's Server Actions take plain forms only (ids, a status, a password), never a file:
      // the uploads have their own routes (lib/staff/uploads.ts).
      serverActions: { bodySizeLimit: smallBodyBytes },
      // The image optimizer decodes no picture larger than the backend takes one.
      imgOptMaxInputPixels: maxInputPixels,
    },
    images: {
      formats: ['image/avif', 'image/webp'],
      remotePatterns: remotePatterns(media),
      // The site's own paths it may optimize: the back end's media as the site serves them, and the pictures
      // of public/images; Next adds the images a module imports (/_next/static/media). No query string: the
      // back end's media URLs carry none.
      localPatterns: [
        { pathname: `${siteMediaRoot}/**`, search: '' },
        { pathname: '/images/**', search: '' },
      ],
      // Next 16's refusal to fetch images from private addresses (its SSRF guard) stays on: the back end on
      // an internal address is read through the site's own `/media/…` (above).
      dangerouslyAllowLocalIP: false,
      // Next's own policy for an optimized image (it replaces the front's on that answer), with the site's
      // refusals of plugins and of being framed added.
      contentSecurityPolicy:
        "script-src 'none'; frame-src 'none'; object-src 'none'; sandbox; frame-ancestors 'none'",
    },
    // Only the crawler files' rewrites: the front (server/main.ts) routes the locales before Next, each rule
    // compiled once, and sets the security headers on every answer, in dev and production alike
    // (docs/routes.md, "Who routes a request").
    rewrites() {
      return Promise.resolve(nextRewrites());
    },
  };
}
