import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import { isLoopbackHost, mediaOrigins, parseEnv } from './lib/env-schema';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

type RemotePattern = Exclude<NonNullable<NonNullable<NextConfig['images']>['remotePatterns']>[number], URL>;

// The schema module, not lib/env.ts: this file runs outside the app and cannot import `server-only`.
const env = parseEnv(process.env);
const media = mediaOrigins(env);
const anyLoopback = media.some(({ url }) => isLoopbackHost(url.hostname));

// next/image may optimize the back end's media and nothing else. A loopback host matches any port: the
// build and the server may be configured with different ports (the e2e suite builds once, serves on 4100),
// and a port on this machine is no wider trust than the machine itself.
const remotePatterns: RemotePattern[] = media.map(({ url, pathname }) => ({
  protocol: url.protocol === 'https:' ? 'https' : 'http',
  hostname: url.hostname,
  ...(isLoopbackHost(url.hostname) || !url.port ? {} : { port: url.port }),
  pathname,
}));

// Headers are written into the build's routes manifest, so a loopback media origin is allowed on any port
// (see above). Other media come over https, which the policy allows for images and video.
const mediaSources = [
  ...new Set(media.map(({ url }) => (isLoopbackHost(url.hostname) ? `${url.protocol}//${url.hostname}:*` : url.origin))),
];

function contentSecurityPolicy(dev: boolean): string {
  // No per-request nonce (that would force dynamic rendering of every page): inline scripts are Next's own
  // bootstrap, so 'unsafe-inline' stays for scripts while everything else is locked to known origins.
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...mediaSources],
    'media-src': ["'self'", 'blob:', 'https:', ...mediaSources],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(dev ? ['ws:'] : [])],
    'frame-src': ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

function securityHeaders(dev: boolean) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(dev) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=(), interest-cohort=()',
    },
  ];
}

export default function config(phase: string): NextConfig {
  const dev = phase === PHASE_DEVELOPMENT_SERVER;
  const nextConfig: NextConfig = {
    poweredByHeader: false,
    reactStrictMode: true,
    images: {
      formats: ['image/avif', 'image/webp'],
      remotePatterns,
      // Next 16 refuses to fetch images from private addresses (SSRF guard). Allowed only when the configured
      // back end is this machine (the embedded backend), never for a remote one.
      dangerouslyAllowLocalIP: anyLoopback,
    },
    async headers() {
      return [{ source: '/:path*', headers: securityHeaders(dev) }];
    },
  };
  return withNextIntl(nextConfig);
}
