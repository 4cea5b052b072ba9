import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { loggedTarget, milliseconds, whenAnswered } from '../lib/log/when-answered';
import { metrics } from '../lib/ops/metrics';
import { routeKind } from './route-kind';

// One line and one measurement per answered request. The path is logged without its query's values. The
// cache status is Next's documented `x-nextjs-cache` header (HIT, STALE, MISS, REVALIDATED).
export function logRequest(
  log: Logger,
  request: IncomingMessage,
  response: ServerResponse,
  requestId: string,
): void {
  const target = loggedTarget(request.url);
  const kind = routeKind(target.path, request.headers, request.method);
  whenAnswered(response, (status, seconds) => {
    metrics().requests.observe({ kind, status: String(status) }, seconds);
    const cache = response.getHeader('x-nextjs-cache');
    const line = {
      requestId,
      method: request.method,
      ...target,
      kind,
      status,
      durationMs: milliseconds(seconds),
      ...(cache ? { cache: String(cache) } : {}),
      // A request refused for its host (server/host-check.ts) says which: a name, never personal data.
      ...(status === 421 ? { host: String(request.headers.host ?? '').slice(0, 100) } : {}),
    };
    // A health check every second would bury everything else at `info`.
    if (kind === 'health') log.debug(line, 'request');
    else if (status >= 500) log.error(line, 'request');
    else log.info(line, 'request');
  });
}
