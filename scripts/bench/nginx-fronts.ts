// nginx for the throughput stage: the shipped front (deploy/nginx.conf with its micro-cache, started by the
// e2e suite's own helper, tests/support/nginx-cli.ts) before the site, and beside it the floor it is
// measured against: nginx serving the home's HTML as a file, over TLS too, from a minimal configuration.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { selfSignedCertificate } from '../lib/self-signed-certificate.mjs';
import { waitForUrl } from '../lib/wait-for-url.mjs';
import { e2eLogFolder } from '../../tests/support/e2e/servers';

const nginxBinary = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
// The fronts' certificates are self-signed, made for the run (autocannon does not check them either).
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';

/** A started nginx: where it answers, and how to stop it. */
type NginxServer = { url: string; stop: () => void };

function stopChild(child: ChildProcess): void {
  if (child.exitCode === null) child.kill('SIGTERM');
}

/** deploy/nginx.conf on `httpsPort` before the site on `sitePort`. */
export async function startNginxFront({
  httpsPort,
  httpPort,
  sitePort,
}: {
  httpsPort: number;
  httpPort: number;
  sitePort: number;
}): Promise<NginxServer> {
  // The front keeps its access log with the end-to-end run's logs (tests/support/nginx-cli.ts): a folder
  // that a checkout which has run no end-to-end test yet does not have, and nginx refuses to start without.
  mkdirSync(e2eLogFolder, { recursive: true });
  const child = spawn(path.resolve('node_modules/.bin/tsx'), ['tests/support/nginx-cli.ts'], {
    env: {
      ...process.env,
      E2E_NGINX_PORT: String(httpsPort),
      E2E_NGINX_HTTP_PORT: String(httpPort),
      E2E_SITE_PORT: String(sitePort),
    },
    stdio: 'ignore',
  });
  const url = `https://127.0.0.1:${httpsPort}`;
  try {
    await waitForUrl(`${url}/robots.txt`, { timeoutMs: 60_000, child, name: 'the nginx front' });
  } catch (error) {
    stopChild(child);
    throw error;
  }
  return { url, stop: () => stopChild(child) };
}

// As root, nginx's workers would run as `nobody`, who cannot read the private temporary folder.
const staticConf = (folder: string, port: number) => `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes auto;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 1024; }
http {
  access_log ${folder}/access.log;
  client_body_temp_path ${folder}/tmp/body;
  proxy_temp_path ${folder}/tmp/proxy;
  fastcgi_temp_path ${folder}/tmp/fastcgi;
  uwsgi_temp_path ${folder}/tmp/uwsgi;
  scgi_temp_path ${folder}/tmp/scgi;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65s;
  server {
    listen 127.0.0.1:${port} ssl http2;
    ssl_certificate ${folder}/cert.pem;
    ssl_certificate_key ${folder}/key.pem;
    ssl_protocols TLSv1.2 TLSv1.3;
    default_type text/html;
    location = / { root ${folder}/www; try_files /index.html =404; }
  }
}
`;

/** nginx serving `html` as a file at `/` on `port`, over TLS as the front does. */
export async function startNginxStatic({ port, html }: { port: number; html: string }): Promise<NginxServer> {
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-nginx-static-'));
  mkdirSync(path.join(folder, 'tmp'));
  mkdirSync(path.join(folder, 'www'));
  writeFileSync(path.join(folder, 'www', 'index.html'), html);
  selfSignedCertificate(folder);
  const confPath = path.join(folder, 'nginx.conf');
  writeFileSync(confPath, staticConf(folder, port));
  const child = spawn(nginxBinary, ['-p', folder, '-c', confPath, '-g', 'daemon off;'], { stdio: 'ignore' });
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGQUIT');
    rmSync(folder, { recursive: true, force: true });
  };
  const url = `https://127.0.0.1:${port}/`;
  try {
    await waitForUrl(url, { timeoutMs: 15_000, child, name: 'nginx (static)' });
  } catch (error) {
    stop();
    throw error;
  }
  return { url, stop };
}
