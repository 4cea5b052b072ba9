import { isInternalHost } from '../contract/internal-host';
import { mediaOrigins, type Env } from '../env-schema';

// The security headers every answer carries, set by the front server (`server/main.ts`) on every answer,
// Next's included, in production and in dev mode (which adds what React's and Next's dev tools need). An
// optimized image gets Next's own image policy instead (`images.contentSecurityPolicy` in
// lib/site-next-config.ts). Plain data, no `server-only`, because the front runs outside the app.

function mediaSources(env: Env): string[] {
  // Media on an internal host reach the browser as the site's own paths ('self', lib/api/media-url.ts), so
  // only a media origin on a public host is named: one over plain http needs it, https is allowed anyway.
  const media = mediaOrigins(env).filter(({ url }) => !isInternalHost(url.hostname));
  return [...new Set(media.map(({ url }) => url.origin))];
}

function contentSecurityPolicy(env: Env, dev: boolean): string {
  // No per-request nonce (that would force dynamic rendering of every page): inline scripts are Next's own
  // bootstrap, so 'unsafe-inline' stays for scripts while everything else is locked to known origins.
  const media = mediaSources(env);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...media],
    'media-src': ["'self'", 'blob:', 'https:', ...media],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(dev ? ['ws:'] : [])],
    // 'self': the gallery download posts into a hidden frame of this site.
    'frame-src': [
      "'self'",
      'https://www.youtube-nocookie.com',
      'https://www.youtube.com',
      'https://player.vimeo.com',
    ],
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

/** The headers as name/value pairs. */
export function securityHeaders(env: Env, dev = false): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(env, dev) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    {
      key: 'Permissions-Policy',
      value:
        'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=(), interest-cohort=()',
    },
  ];
}
