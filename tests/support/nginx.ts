import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect } from 'node:tls';
import { selfSignedCertificate } from '../../scripts/lib/self-signed-certificate.mjs';

// Runs the shipped production front, deploy/nginx.conf, with Debian's nginx on private ports: the lines
// the file marks EDIT point at a temporary folder, with a self-signed certificate for 127.0.0.1 made here
// with openssl. Everything else is the file as shipped.

const root = path.resolve(import.meta.dirname, '../..');
// Debian installs nginx in /usr/sbin, which is not on every PATH.
const nginxBinary = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

export type NginxOptions = {
  httpsPort: number;
  httpPort: number;
  upstreams: string[];
  /** How long a page may take before nginx answers 503 in its place (the shipped file's otherwise). */
  pageTimeoutSeconds?: number;
  /** Where the access log goes; in the temporary folder otherwise. */
  accessLog?: string;
  /** The addresses the staff area is kept for (docs/staff-uploads-nginx.md); every address otherwise. */
  staffAddresses?: string[];
  /** The site's host names (`server_name`); this machine's by default. Any other is refused (421). */
  serverNames?: string[];
};
export type RunningNginx = { url: string; folder: string; child: ChildProcess; stop(): Promise<void> };

/** deploy/nginx.conf with its EDIT lines pointed at `folder`, the given ports and upstreams. */
export function renderNginxConf(
  folder: string,
  {
    httpsPort,
    httpPort,
    upstreams,
    pageTimeoutSeconds,
    accessLog,
    staffAddresses,
    serverNames,
  }: NginxOptions,
): string {
  const at = (name: string) => path.join(folder, name);
  const replacements: [RegExp, string][] = [
    // As root, nginx's workers would run as `nobody`, who cannot use the private temporary folder.
    [/^\s*user .*$/m, process.getuid?.() === 0 ? 'user root;' : ''],
    [/^(\s*)pid .*$/m, `$1pid ${at('nginx.pid')};`],
    [/^(\s*)error_log .*$/m, `$1error_log ${at('error.log')} warn;`],
    [/^(\s*)access_log \S+ (\w+);.*$/m, `$1access_log ${accessLog ?? at('access.log')} $2;`],
    [/^(\s*)(client_body|proxy|fastcgi|uwsgi|scgi)_temp_path .*$/gm, `$1$2_temp_path ${at('tmp')}/$2;`],
    [/(proxy_cache_path )\/var\/cache\/nginx\/(\S+)/g, `$1${at('cache')}/$2`],
    [
      /^(\s*)server 127\.0\.0\.1:3000 (.*)$/m,
      upstreams.map((upstream) => `$1server ${upstream} $2`).join('\n'),
    ],
    [/^(\s*)listen 80( default_server)?;.*$/gm, `$1listen 127.0.0.1:${httpPort}$2;`],
    [/^(\s*)listen 443 ssl http2( default_server)?;.*$/gm, `$1listen 127.0.0.1:${httpsPort} ssl http2$2;`],
    [
      /^(\s*)server_name agency\.example;.*$/gm,
      `$1server_name ${(serverNames ?? ['127.0.0.1', 'localhost']).join(' ')};`,
    ],
    [/^(\s*)ssl_certificate .*$/gm, `$1ssl_certificate ${at('cert.pem')};`],
    [
      /^(\s*)alias \/srv\/agency\/dist\/unavailable\/;.*$/m,
      `$1alias ${path.join(root, 'dist/unavailable')}/;`,
    ],
    [
      /^(\s*)proxy_read_timeout (\d+)s;(\s*# EDIT: API_TIMEOUT_MS.*)$/m,
      pageTimeoutSeconds === undefined ? '$&' : `$1proxy_read_timeout ${pageTimeoutSeconds}s;$3`,
    ],
    [/^(\s*)ssl_certificate_key .*$/gm, `$1ssl_certificate_key ${at('key.pem')};`],
    [
      /^(\s*)default 0;(\s*# EDIT: the agency's addresses for the staff area)$/m,
      staffAddresses === undefined
        ? '$&'
        : [...staffAddresses.map((address) => `$1${address} 0;`), '$1default 1;$2'].join('\n'),
    ],
    [
      /include \/etc\/nginx\/agency-security-headers\.conf;.*$/gm,
      `include ${path.join(root, 'deploy/security-headers.conf')};`,
    ],
    [/include \/etc\/nginx\/agency-routes\.conf;.*$/m, `include ${path.join(root, 'deploy/routes.conf')};`],
    [
      /include \/etc\/nginx\/agency-upload-limits\.conf;.*$/m,
      `include ${path.join(root, 'deploy/upload-limits.conf')};`,
    ],
  ];
  let conf = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  for (const [pattern, value] of replacements) {
    if (!pattern.test(conf)) throw new Error(`deploy/nginx.conf no longer has the line ${pattern}`);
    pattern.lastIndex = 0;
    conf = conf.replace(pattern, value);
  }
  return conf;
}

function tlsHandshake(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, rejectUnauthorized: false }, () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitForTls(port: number, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    if (await tlsHandshake(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`nginx did not listen on port ${port} within ${timeoutMs} ms`);
}

/** Starts nginx in the foreground with the rendered configuration; `stop()` ends it and removes the folder. */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  const folder = mkdtempSync(path.join(tmpdir(), 'agency-nginx-'));
  mkdirSync(path.join(folder, 'tmp'));
  // nginx makes a cache's own folder, not its parent.
  mkdirSync(path.join(folder, 'cache'));
  selfSignedCertificate(folder);
  const confPath = path.join(folder, 'nginx.conf');
  writeFileSync(confPath, renderNginxConf(folder, options));
  const check = spawnSync(nginxBinary, ['-t', '-p', folder, '-c', confPath], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused the configuration:\n${check.stderr}`);
  const child = spawn(nginxBinary, ['-p', folder, '-c', confPath, '-g', 'daemon off;'], { stdio: 'inherit' });
  const url = `https://127.0.0.1:${options.httpsPort}`;
  await waitForTls(options.httpsPort, child, 15_000);
  return {
    url,
    folder,
    child,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
