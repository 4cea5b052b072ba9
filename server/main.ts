// The site's server, in production and `npm run dev` alike: Next.js's documented custom server behind a small
// front (docs/architecture.md, "Topology"; what an operator runs it with: docs/operations.md). Started the
// same way in both, so a developer sees the routing, headers and compression of production
// (tests/multi/dev-and-start.test.ts compares the two).
import '../lib/require-node.mjs';
import { createServer, STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import next from 'next';
import { siteHostRule } from '../lib/contract/hosts';
import { mediaOrigins, parseEnv, type Env } from '../lib/env-schema';
import { gracefulClose } from '../lib/http/graceful-close';
import { securityHeaders } from '../lib/http/security-headers';
import { serveMetrics } from '../lib/http/metrics-server';
import { visitorAddressHeader } from '../lib/http/visitor-address-header';
import { consoleToLog } from '../lib/log/console-to-log';
import { createLogger, writesJson } from '../lib/log/create-logger';
import { crashesToLog, warningsToLog } from '../lib/log/process-to-log';
import { siteLogger } from '../lib/log/site-logger';
import { metrics } from '../lib/ops/metrics';
import { currentRequestId, requestContext } from '../lib/ops/request-context';
import { requestIdFrom } from '../lib/ops/request-id';
import { answerHealth, createReadiness, probePaths } from './health';
import { refuseHost } from './host-check';
import { queryRedirect } from './query-redirect';
import { localeRouting } from './locale-routing';
import { logRequest } from './request-log';
import { refuseAction } from './action-guard';
import { allowedMethods, refuseRequest, type Refusal } from './request-guard';
import { routeKind, type RouteKind } from './route-kind';
import { SiteResponse } from './site-response';
import { staticAssets } from './static-assets';
import { isTrustedPeer, visitorAddress } from './visitor-address';
import { compressAnswers } from './whole-body/compress-answers';
import { EncodedBodies } from './whole-body/encoded-bodies';

/** Next in its dev mode (compiling on demand, hot reload), from `npm run dev`. */
const dev = process.argv.includes('--dev');
const env = readEnv();
/** The configuration, or one JSON line naming what is wrong and the end of the process. */
function readEnv(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    // The logger's own settings may be among those refused: a line at its defaults, as every other.
    createLogger({ program: 'site', level: 'info', port: 0 }).fatal((error as Error).message);
    process.exit(1);
  }
}

const media = mediaOrigins(env);
const hosts = siteHostRule(env.SITE_URL, env.ALLOWED_HOSTS);
const headers = securityHeaders(env, dev);
const log = siteLogger(env);
// Next's own printing (its errors with their stacks) and Node's become lines of the log, before Next loads;
// an error printed while a request is served names it. A terminal keeps Next's readable output.
if (writesJson(env.LOG_FORMAT)) {
  consoleToLog(log, () => {
    const requestId = currentRequestId();
    return requestId ? { requestId } : {};
  });
  warningsToLog(log);
}
crashesToLog(log);
const readiness = createReadiness({ panel: env.PANEL_API_URL, mf: env.MF_API_URL });
// A page as a document or as a client navigation's payload: what a visitor waits for.
const renderedKinds: ReadonlySet<RouteKind> = new Set(['page', 'navigation']);
/** Bytes of bodies kept encoded and compressed (about 100 KB a page of the home's weight). */
const ENCODED_BODIES_BYTES = 24 * 1024 * 1024;
const compress = compressAnswers(
  new EncodedBodies(ENCODED_BODIES_BYTES, (encoding, result) =>
    metrics().encodedBodies.inc({ encoding, result }),
  ),
);

function refuse(request: IncomingMessage, response: ServerResponse, refusal: Refusal) {
  const api = routeKind(request.url?.split('?')[0] ?? '', request.headers) === 'api';
  const body = api
    ? JSON.stringify({
        message: refusal.message,
        ...(refusal.field ? { errors: { [refusal.field]: ['invalid'] } } : {}),
      })
    : `${refusal.status} ${refusal.message}\n`;
  for (const [key, value] of Object.entries(refusal.headers ?? {})) response.setHeader(key, value);
  response.setHeader('content-type', api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8');
  response.setHeader('cache-control', 'no-store');
  response.statusCode = refusal.status;
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** A permanent redirect to a path of this site, written as Next writes its own: the target as the body. */
function redirect(request: IncomingMessage, response: ServerResponse, location: string) {
  response.setHeader('location', location);
  response.setHeader('content-type', 'text/plain; charset=utf-8');
  response.statusCode = 308;
  response.end(request.method === 'HEAD' ? undefined : location);
}

// Next's hashed assets, in the forms compressed at build time (server/static-assets.ts); in dev mode Next
// compiles and serves its own.
const sendStaticAsset = dev ? () => false : staticAssets(path.join(process.cwd(), '.next', 'static'));
// The locales' redirects and rewrites, which a production build leaves to the front (server/locale-routing.ts).
const routeLocale = localeRouting(path.join(process.cwd(), 'public'));

const app = next({ dev, dir: process.cwd(), hostname: env.HOST, port: env.PORT });
await app.prepare();
const handle = app.getRequestHandler();

async function answerProbe(path: string, head: boolean, response: ServerResponse) {
  if (path === '/healthz') return answerHealth(response, 200, { status: 'ok' }, head);
  const { ready, reasons } = await readiness.check();
  answerHealth(
    response,
    ready ? 200 : 503,
    ready ? { status: 'ready' } : { status: 'not ready', reasons },
    head,
  );
}

const server = createServer({ ServerResponse: SiteResponse }, (request, response) => {
  const requestId = requestIdFrom(request.headers['x-request-id']);
  request.headers['x-request-id'] = requestId;
  response.setHeader('X-Request-Id', requestId);
  logRequest(log, request, response, requestId);
  // Set before Next runs, on every answer: pages, route handlers, files, and the ones Next writes itself
  // (its own redirects and 400s). Next has no header rule of its own (lib/site-next-config.ts).
  for (const { key, value } of headers) response.setHeader(key, value);
  const path = request.url?.split('?')[0] ?? '';
  // A load balancer asks the probes by an address of its own choosing; they name nothing and set nothing.
  if (probePaths.has(path) && (request.method === 'GET' || request.method === 'HEAD'))
    return void answerProbe(path, request.method === 'HEAD', response);
  const trustedPeer = isTrustedPeer(request.socket.remoteAddress, env.TRUSTED_PROXIES);
  const refusal =
    refuseHost(request.headers, hosts, trustedPeer) ??
    refuseRequest(request.method, request.url, media) ??
    refuseAction(request.headers, request.url ?? '', env);
  if (refusal) {
    const location = refusal.inQuery ? queryRedirect(request.method, request.url) : null;
    return location ? redirect(request, response, location) : refuse(request, response, refusal);
  }
  if (sendStaticAsset(request, response)) return;
  const localeRedirect = routeLocale(request);
  if (localeRedirect) return redirect(request, response, localeRedirect);
  const forwardedFor = request.headers['x-forwarded-for'];
  request.headers[visitorAddressHeader] = visitorAddress(
    request.socket.remoteAddress,
    Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor,
    env.TRUSTED_PROXIES,
  );
  // The back-end calls made for this request carry and log its id (lib/api/fetch.ts); a page's calls end
  // within API_TIMEOUT_MS of its first one, together (lib/api/budget.ts).
  const backendBudget = renderedKinds.has(routeKind(path, request.headers, request.method))
    ? { ms: env.API_TIMEOUT_MS }
    : undefined;
  compress(request, response);
  requestContext.run({ requestId, backendBudget }, () => void handle(request, response));
});
/** A whole answer as bytes, for sockets Node hands over before any response object exists. */
function rawAnswer(status: number, extra: string[] = []): string {
  const body = `${status} ${STATUS_CODES[status] ?? ''}\n`;
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    ...headers.map(({ key, value }) => `${key}: ${value}`),
    ...extra,
    'Content-Type: text/plain; charset=utf-8',
    'Cache-Control: no-store',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

// A request Node cannot parse (a control character in a header, headers too large) never reaches Next: the
// answer is written here, with the same security headers as every other.
server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
  if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
  socket.end(
    rawAnswer(
      error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400,
    ),
  );
});
// CONNECT (a tunnel request) comes to its own event; this is no proxy.
server.on('connect', (_request, socket) => {
  socket.end(rawAnswer(405, [`Allow: ${allowedMethods.join(', ')}`]));
});
// Longer than the keep-alive of a proxy in front (nginx keeps upstream connections 60 s), so the server
// never closes a connection the proxy is about to reuse.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
const closer = gracefulClose(server);
server.listen(env.PORT, env.HOST, () => log.info(`the site is listening on http://${env.HOST}:${env.PORT}`));
const metricsServer = serveMetrics(env.METRICS_PORT, env.METRICS_HOST, metrics().registry, log);

// SIGTERM (a service manager, a load balancer's platform): not ready at once, keep serving for
// SHUTDOWN_DRAIN_MS so whoever routes visitors here notices, then stop taking connections, answer the
// requests on the open ones, each closing its connection (lib/http/graceful-close.ts), and exit. SIGINT
// (Ctrl+C in a terminal) skips the wait. Either way the process ends within SHUTDOWN_TIMEOUT_MS.
function stop(signal: NodeJS.Signals) {
  if (readiness.stopping) return;
  readiness.markStopping();
  log.info({ signal }, 'stopping: not ready, finishing the requests in flight');
  setTimeout(() => process.exit(0), env.SHUTDOWN_TIMEOUT_MS).unref();
  const drainMs = signal === 'SIGTERM' ? env.SHUTDOWN_DRAIN_MS : 0;
  setTimeout(() => {
    metricsServer?.close();
    void closer.close().then(() => app.close().finally(() => process.exit(0)));
  }, drainMs).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
