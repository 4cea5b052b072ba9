import 'server-only';
import type { z } from 'zod';
import { budgetLeftMs } from './budget';
import { ApiError } from './errors';
import { apiFetch, apiFetchResponse } from './fetch';
import type { ApiRequest } from './request';
import { tokenSchema } from './schemas/common';
import { TokenKeeper } from './tokens';
import { metrics } from '@/lib/ops/metrics';
import { registerReadinessCheck } from '@/lib/ops/readiness-checks';

export type ServiceConfig = {
  /** `panel` or `mf`, for the logs, the metrics and the readiness check. */
  name: string;
  baseUrl: string;
  /** `/api/login` (panel) or `/api/signin` (mf). */
  signInPath: string;
  /** `{salt, api_token}` (panel) or `{salt, api_key}` (mf). */
  credentials: Record<string, string>;
  timeoutMs: number;
};

/** A call of the service; its timeout is the service's (API_TIMEOUT_MS) unless the call needs its own. */
export type ServiceRequest = Omit<ApiRequest, 'baseUrl' | 'token' | 'timeoutMs'> & { timeoutMs?: number };

export type ServiceClient = {
  keeper: TokenKeeper;
  /** Calls the service with its token and parses the answer; on a 401 signs in again and retries once. */
  json<S extends z.ZodType>(request: ServiceRequest, schema: S): Promise<z.output<S>>;
  /** Same, returning the raw answer for streaming. */
  stream(request: ServiceRequest): Promise<Response>;
};

/**
 * A 401 about the site's own token. A 401 that names a field (a staff member's wrong password, with its
 * code) refuses the request's own credentials: renewing the token and sending it again would count that
 * password twice and sign the site in again for every visitor's mistake.
 */
export function refusesToken(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.kind === 'http' &&
    error.status === 401 &&
    Object.keys(error.fieldErrors).length === 0
  );
}

/** A client of one back-end service, with its own token keeper. */
export function createServiceClient(config: ServiceConfig): ServiceClient {
  const keeper = new TokenKeeper({
    // A page waiting on the sign-in does not wait out pauses longer than its budget.
    timeLeftMs: () => budgetLeftMs(),
    signIn: async () => {
      try {
        const answer = await apiFetch(
          {
            baseUrl: config.baseUrl,
            service: config.name,
            path: config.signInPath,
            method: 'POST',
            json: config.credentials,
            timeoutMs: config.timeoutMs,
          },
          tokenSchema,
        );
        metrics().signIns.inc({ service: config.name, outcome: 'ok' });
        return answer;
      } catch (error) {
        metrics().signIns.inc({ service: config.name, outcome: 'failed' });
        throw error;
      }
    },
  });
  // The site is ready for visitors only while it holds a token of each service (server/health.ts).
  registerReadinessCheck(`${config.name}-token`, () => keeper.holdsToken());

  async function withToken<T>(call: (token: string) => Promise<T>): Promise<T> {
    const token = await keeper.get();
    try {
      return await call(token);
    } catch (error) {
      if (!refusesToken(error)) throw error;
      return call(await keeper.renew(token));
    }
  }

  const full = (request: ServiceRequest, token: string): ApiRequest => ({
    ...request,
    baseUrl: config.baseUrl,
    service: config.name,
    timeoutMs: request.timeoutMs ?? config.timeoutMs,
    token,
  });

  return {
    keeper,
    json: (request, schema) => withToken((token) => apiFetch(full(request, token), schema)),
    stream: (request) => withToken((token) => apiFetchResponse(full(request, token))),
  };
}
