// Where the end-to-end servers listen and how they are configured. Kept apart from the defaults (3000/4000)
// so the suite can run beside a developer's `npm start`; E2E_SITE_PORT and E2E_BACKEND_PORT move them, so
// two checkouts can run their suites side by side. With E2E_BEHIND_NGINX=1 the suite runs a second time,
// through the shipped nginx front (deploy/nginx.conf) over TLS, and the site's public URL is nginx's.
export const behindNginx = process.env.E2E_BEHIND_NGINX === '1';
export const e2eSitePort = Number(process.env.E2E_SITE_PORT ?? 3100);
export const e2eBackendPort = Number(process.env.E2E_BACKEND_PORT ?? 4100);
export const e2eNginxPort = Number(process.env.E2E_NGINX_PORT ?? 3443);
export const e2eMetricsPort = Number(process.env.E2E_METRICS_PORT ?? e2eSitePort + 6364);
/** The site as the tests reach it: directly, or through nginx. */
export const e2eSiteUrl = behindNginx
  ? `https://127.0.0.1:${e2eNginxPort}`
  : `http://127.0.0.1:${e2eSitePort}`;
export const e2eBackendUrl = `http://127.0.0.1:${e2eBackendPort}`;
export const e2ePageCacheDir = '.page-cache-e2e';

export const e2eEnv: Record<string, string> = {
  BACKEND_PORT: String(e2eBackendPort),
  DATA_DIR: '.data-e2e',
  SITE_URL: e2eSiteUrl,
  NEXT_TELEMETRY_DISABLED: '1',
  // The tests stand in for a proxy on this machine (and nginx is one): they name a visitor per test in
  // X-Forwarded-For, so the forms' rate limit counts each test on its own.
  TRUSTED_PROXIES: '127.0.0.1',
  // Each run starts from an empty page cache of its own (the site's command empties it): pages cached by
  // the run before, with its own SITE_URL, must not be served in this one.
  PAGE_CACHE_DIR: e2ePageCacheDir,
  // The end-to-end site's metrics, read by tests/e2e/operations (a port of its own, beside the site's).
  METRICS_PORT: String(e2eMetricsPort),
  // The backend's own metrics are checked by the contract tests; here its port would only collide.
  BACKEND_METRICS_PORT: '0',
  // Nothing routes by readiness here: the servers stop at once at the end of the run.
  SHUTDOWN_DRAIN_MS: '0',
  // Every line of the run, for the checks that read the logs.
  LOG_LEVEL: 'debug',
};

/** Where the run's servers write their logs (one file per program and run, kept after the run). */
export const e2eLogFolder = 'reports/logs';
export function e2eLogFile(program: 'site' | 'backend' | 'nginx' | 'seed'): string {
  return `${e2eLogFolder}/${behindNginx ? 'behind-nginx' : 'direct'}-${program}.log`;
}
