import { createServer, type Server } from 'node:http';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';

// Prometheus text on a port of its own, which the public proxy never forwards to: the site's
// (METRICS_PORT, 127.0.0.1:9464 by default) and the embedded backend's (BACKEND_METRICS_PORT, 9465).
// docs/operations.md says how to scrape them. Port 0 turns it off.
export function serveMetrics(
  port: number,
  host: string,
  registry: Registry,
  log: Logger,
): Server | undefined {
  if (port === 0) return undefined;
  const server = createServer((request, response) => {
    if (request.url !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('404 Not Found\n');
      return;
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        log.error({ err: error }, 'metrics could not be collected');
        response.writeHead(500).end();
      },
    );
  });
  // Another copy of the program on this machine may hold the port: it serves on without its metrics.
  server.on('error', (error) => log.warn({ err: error }, `metrics not served on ${host}:${port}`));
  server.listen(port, host, () => log.info(`metrics on http://${host}:${port}/metrics`));
  return server;
}
