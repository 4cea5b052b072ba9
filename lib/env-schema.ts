import { z } from 'zod';
import {
  demoServiceSecrets as demoSecrets,
  isLoopbackHost,
  publishedSecretsIn,
} from './contract/published-secrets';
import { hostNameOf } from './contract/hosts';
import { envPort, envText as text, envUrl as url, sharedEnvShape } from './contract/shared-env';

export { isLoopbackHost };

// The configuration schema lives apart from `lib/env.ts` because `lib/site-next-config.ts` needs it too
// (media origins for next/image, the CSP) and cannot import a `server-only` module. This file holds no
// values, only rules; the parsed values stay behind `lib/env.ts` for everything that runs in the app.

/** A comma-separated list, its entries trimmed, empty ones dropped. */
const commaList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  );

const rawSchema = z.object({
  ...sharedEnvShape,
  // Other names of the site (`www.agency.example`), answered and trusted as SITE_URL is; any other Host is
  // refused (lib/contract/hosts.ts).
  ALLOWED_HOSTS: commaList.pipe(
    z.array(
      z
        .string()
        .refine((entry) => hostNameOf(entry) !== null, {
          error: 'must be a comma-separated list of host names, each with an optional port',
        })
        .transform((entry) => entry.toLowerCase()),
    ),
  ),
  PANEL_API_URL: url.optional(),
  MF_API_URL: url.optional(),
  MEDIA_URL: url.optional(),
  API_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
  PORT: envPort.default(3000),
  // The most the page and data cache this server writes may hold on disk, in MB.
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(1_000_000).default(512),
  // Where this server keeps its page and data cache; by default inside the build (.next).
  PAGE_CACHE_DIR: text.optional(),
  // Redis shared by several site instances (redis:// or rediss://): the page and data cache and the forms'
  // rate limit live there. Unset, each instance keeps both to itself (disk and memory).
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  // Put before every key the site writes to Redis, so several sites can share one Redis.
  REDIS_KEY_PREFIX: text.default('agency:'),
  HOST: text.default('127.0.0.1'),
  // Where the metrics are served (never through the public proxy), and how long a stop may take
  // (docs/operations.md).
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).default(9464),
  METRICS_HOST: text.default('127.0.0.1'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(10_000),
  // The addresses of the proxies in front (nginx, a load balancer): only a connection from one of them may
  // name the visitor's address in X-Forwarded-For.
  TRUSTED_PROXIES: commaList.pipe(
    z.array(z.union([z.ipv4(), z.ipv6()], { error: 'must be a comma-separated list of IP addresses' })),
  ),
});

/** The site's configuration after defaults are derived (the API URLs default to the embedded backend). */
export const envSchema = rawSchema.transform((raw) => ({
  ...raw,
  PANEL_API_URL: raw.PANEL_API_URL ?? `http://127.0.0.1:${raw.BACKEND_PORT}/panel`,
  MF_API_URL: raw.MF_API_URL ?? `http://127.0.0.1:${raw.BACKEND_PORT}/mf`,
}));

export type Env = z.output<typeof envSchema>;

type Source = Record<string, string | undefined>;

/** Empty strings count as unset, so `FOO=` in a .env file falls back to the default instead of failing. */
function withoutEmpty(source: Source): Source {
  return Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
}

/**
 * Parses configuration, throwing one error that lists every bad variable, so a misconfigured server fails at
 * start with everything to fix at once. Values are never echoed (some are secrets).
 */
export function parseEnv(source: Source): Env {
  const keys = Object.keys(rawSchema.shape);
  const picked = Object.fromEntries(
    Object.entries(withoutEmpty(source)).filter(([key]) => keys.includes(key)),
  );
  const result = envSchema.safeParse(picked);
  if (result.success) {
    refuseDemoSecrets(result.data, picked, source.NODE_ENV === 'production');
    return result.data;
  }
  const lines = result.error.issues.map(
    (issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`,
  );
  throw new Error(`Invalid site configuration (environment variables):\n${lines.join('\n')}`);
}

/**
 * The demo credentials are printed in `.env.example`: a site the public reaches (its SITE_URL is not this
 * machine, whatever NODE_ENV says) refuses them, unset or given, and so does a production site whose
 * services are elsewhere. `npm start` gives the site the secrets the embedded backend generated for it
 * (docs/deploy.md, "The first public start"). The error names each variable to set.
 */
function refuseDemoSecrets(env: Env, given: Source, production: boolean) {
  const remote = [env.PANEL_API_URL, env.MF_API_URL].some((api) => !isLoopbackHost(new URL(api).hostname));
  const published = new Set(publishedSecretsIn(env.SITE_URL, given));
  if (production && remote) {
    for (const [key, value] of Object.entries(demoSecrets)) {
      if (env[key as keyof typeof demoSecrets] === value) published.add(key);
    }
  }
  if (published.size === 0) return;
  const lines = [...published].map(
    (key) =>
      `  - ${key}: unset or the demo value of .env.example, which a public site must not use; set your own`,
  );
  throw new Error(`Invalid site configuration (environment variables):\n${lines.join('\n')}`);
}

/** Where the backend's media can come from: the API services' own `/media` and the optional MEDIA_URL. */
export function mediaOrigins(env: Env): { url: URL; pathname: string }[] {
  const fromApis = [env.PANEL_API_URL, env.MF_API_URL].map((api) => ({
    url: new URL(api),
    pathname: '/media/**',
  }));
  const extra = env.MEDIA_URL
    ? [{ url: new URL(env.MEDIA_URL), pathname: `${new URL(env.MEDIA_URL).pathname.replace(/\/$/, '')}/**` }]
    : [];
  const seen = new Set<string>();
  return [...fromApis, ...extra].filter(({ url, pathname }) => {
    const key = `${url.origin}${pathname}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
