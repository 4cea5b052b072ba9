// `tsx tests/support/nginx-cli.ts`: the shipped nginx front in the foreground for the end-to-end run
// behind it (playwright.config.ts), on the ports E2E_NGINX_PORT and E2E_NGINX_HTTP_PORT, before the
// site on E2E_SITE_PORT. Stops with the process.
import path from 'node:path';
import { e2eLogFile } from './e2e/servers';
import { startNginx } from './nginx';

const nginx = await startNginx({
  httpsPort: Number(process.env.E2E_NGINX_PORT ?? 3443),
  httpPort: Number(process.env.E2E_NGINX_HTTP_PORT ?? 3080),
  upstreams: [`127.0.0.1:${process.env.E2E_SITE_PORT ?? 3100}`],
  // Kept after the run, beside the site's and the backend's, for tests/e2e/operations.
  accessLog: path.resolve(e2eLogFile('nginx')),
});
console.log(`nginx is serving ${nginx.url}`);
const stop = () => void nginx.stop().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
