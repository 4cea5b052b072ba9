import 'server-only';
import { log } from '@/lib/log/log';
import { milliseconds } from '@/lib/log/when-answered';
import { currentRequestId } from '@/lib/ops/request-context';
import { metrics } from '@/lib/ops/metrics';
import { ApiError } from './errors';
import type { ApiRequest } from './request';

/** ok, http_4xx, http_5xx, timeout, network or parse: the outcome label of a back-end call. */
export function callOutcome(error: unknown): string {
  if (error === undefined) return 'ok';
  if (!(error instanceof ApiError)) return 'network';
  if (error.kind === 'http') return error.status >= 500 ? 'http_5xx' : 'http_4xx';
  return error.kind;
}

/**
 * One log line and one measurement per back-end call. The line names the service, the method, the path
 * (never the query, which may hold what a visitor searched, nor any body or token) and the outcome.
 */
export function recordCall(request: ApiRequest, started: number, error: unknown): void {
  const seconds = (performance.now() - started) / 1000;
  const service = request.service ?? 'unknown';
  const outcome = callOutcome(error);
  metrics().backendCalls.observe({ service, outcome }, seconds);
  const line = {
    requestId: currentRequestId(),
    service,
    method: request.method ?? (request.json !== undefined || request.form ? 'POST' : 'GET'),
    path: request.path,
    outcome,
    ...(error instanceof ApiError && error.kind === 'http' ? { status: error.status } : {}),
    durationMs: milliseconds(seconds),
  };
  if (outcome === 'ok' || outcome === 'http_4xx') log.info(line, 'back-end call');
  else log.warn(line, 'back-end call failed');
}
