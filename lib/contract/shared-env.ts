import { z } from 'zod';
import { logLevels } from './log-levels';
import { demoServiceSecrets } from './published-secrets';

// The variables both programs read, the site (lib/env-schema.ts) and the backend (backend/config.ts), each
// with one rule: a value one of them takes, the other takes too, and reads the same.

/** Trimmed, and not empty. */
export const envText = z.string().trim().min(1, 'must not be empty');

/** An absolute http(s) URL, without a trailing slash. */
export const envUrl = z
  .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' })
  .transform((value) => value.replace(/\/+$/, ''));

/** A TCP port to listen on or reach. */
export const envPort = z.coerce.number().int().min(1).max(65_535);

export const sharedEnvShape = {
  SITE_URL: envUrl.default('http://localhost:3000'),
  BACKEND_PORT: envPort.default(4000),
  // The service credentials, which the site sends and the backend checks; the published demo values work
  // only on this machine (lib/contract/published-secrets.ts).
  PANEL_API_TOKEN: envText.default(demoServiceSecrets.PANEL_API_TOKEN),
  PANEL_SALT: envText.default(demoServiceSecrets.PANEL_SALT),
  MF_API_KEY: envText.default(demoServiceSecrets.MF_API_KEY),
  MF_SALT: envText.default(demoServiceSecrets.MF_SALT),
  REVALIDATE_SECRET: envText
    .min(8, 'must be at least 8 characters')
    .default(demoServiceSecrets.REVALIDATE_SECRET),
  // Operations (docs/operations.md): how much is logged and how, which instance wrote a line, and how long a
  // stop under a load balancer goes on serving while it drains.
  LOG_LEVEL: z.enum(logLevels).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  INSTANCE_NAME: envText.max(100).optional(),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(2000),
};
