import type { IncomingMessage, ServerResponse } from 'node:http';
import { loggedTarget, milliseconds, whenAnswered } from '../../lib/log/when-answered';
import { requestIdFrom } from '../../lib/ops/request-id';
import { log } from '../lib/log';

const probes = new Set(['/healthz', '/readyz', '/health']);

// One line per request: the id the site sent (X-Request-Id, so a visitor's request can be followed from
// nginx to the site to here, and returned), the method, the path without the query's values, the status
// and the duration. Never a body, a header value or a token.
export function logBackendRequest(request: IncomingMessage, response: ServerResponse): void {
  const requestId = requestIdFrom(request.headers['x-request-id']);
  response.setHeader('X-Request-Id', requestId);
  const target = loggedTarget(request.url);
  whenAnswered(response, (status, seconds) => {
    const line = {
      requestId,
      method: request.method,
      ...target,
      status,
      durationMs: milliseconds(seconds),
      // Refused for its host (./host-check.ts): which one, a name, never personal data.
      ...(status === 421 ? { host: String(request.headers.host ?? '').slice(0, 100) } : {}),
    };
    if (probes.has(target.path)) log().debug(line, 'request');
    else if (status >= 500) log().error(line, 'request');
    else log().info(line, 'request');
  });
}
