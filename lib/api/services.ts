import 'server-only';
import { env } from '@/lib/env';
import { log } from '@/lib/log/log';
import { createServiceClient, type ServiceClient } from './client';

type Services = { panel: ServiceClient; mf: ServiceClient };

// Kept on globalThis: Next bundles instrumentation, pages and route handlers separately, so a plain module
// variable would give each bundle its own token (and its own sign-in). One process, one token per service.
const key = Symbol.for('agency-site.api.services');
const store = globalThis as typeof globalThis & { [key]?: Services };

function create(): Services {
  return {
    panel: createServiceClient({
      name: 'panel',
      baseUrl: env.PANEL_API_URL,
      signInPath: '/api/login',
      credentials: { salt: env.PANEL_SALT, api_token: env.PANEL_API_TOKEN },
      timeoutMs: env.API_TIMEOUT_MS,
    }),
    mf: createServiceClient({
      name: 'mf',
      baseUrl: env.MF_API_URL,
      signInPath: '/api/signin',
      credentials: { salt: env.MF_SALT, api_key: env.MF_API_KEY },
      timeoutMs: env.API_TIMEOUT_MS,
    }),
  };
}

/** The panel and mf clients of this process. */
export function services(): Services {
  store[key] ??= create();
  return store[key];
}

/**
 * Obtains both tokens in the background, retrying with backoff while the back end is not up. Never rejects:
 * a failure here only means the first request signs in itself.
 */
export function warmUpTokens(): void {
  for (const [name, client] of Object.entries(services())) {
    client.keeper.warmUp().catch((error: unknown) => {
      log.error(
        { service: name, err: error instanceof Error ? error.message : String(error) },
        'could not obtain the token at start-up',
      );
    });
  }
}
