import type { Logger } from 'pino';
import { parseEnv, type Env } from '../env-schema';
import { createLogger } from './create-logger';

// One logger per site process, shared by the front and Next's bundles (on globalThis, as the metrics), so
// every line goes through one stream with the same fields.
const key = Symbol.for('agency-site.logger');
const store = globalThis as typeof globalThis & { [key]?: Logger };

export function siteLogger(env: Env): Logger {
  return (store[key] ??= createLogger({
    program: 'site',
    level: env.LOG_LEVEL,
    instance: env.INSTANCE_NAME,
    port: env.PORT,
    format: env.LOG_FORMAT,
  }));
}

/**
 * The process's logger, for modules that run outside the app as well (the page cache handler, the shared
 * Redis client), where lib/env.ts cannot be imported: made from the environment if nobody made it yet.
 */
export function processLogger(): Logger {
  return store[key] ?? siteLogger(parseEnv(process.env));
}
