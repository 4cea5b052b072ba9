import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitForUrl } from '../../scripts/lib/wait-for-url.mjs';

// Debian's nginx as a plain-HTTP load balancer in front of several site instances, for the multi-instance
// test: an upstream with every instance and the shipped front's retry rules (deploy/nginx.conf): a request
// that fails on one instance (refused, reset, 502, 503) goes to another when its method is safe to repeat,
// never a POST. No page cache, so every request reaches an instance. Each answer names the instance(s) that
// served it in X-Upstream (`a` or, after a retry, `a, b`).

const nginxBinary = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

export type RunningLoadBalancer = { url: string; stop(): Promise<void> };

export function loadBalancerConf(folder: string, port: number, upstreams: string[]): string {
  const at = (name: string) => path.join(folder, name);
  return `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${at('nginx.pid')};
error_log ${at('error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${at('tmp')}/client_body;
  proxy_temp_path ${at('tmp')}/proxy;
  fastcgi_temp_path ${at('tmp')}/fastcgi;
  uwsgi_temp_path ${at('tmp')}/uwsgi;
  scgi_temp_path ${at('tmp')}/scgi;
  client_max_body_size 33m;
  upstream agency_sites {
${upstreams.map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://agency_sites;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 5s;
      proxy_read_timeout 60s;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** Starts nginx in the foreground on 127.0.0.1:`port` in front of `upstreams` (host:port each). */
export async function startLoadBalancer(port: number, upstreams: string[]): Promise<RunningLoadBalancer> {
  const folder = mkdtempSync(path.join(tmpdir(), 'agency-lb-'));
  mkdirSync(path.join(folder, 'tmp'));
  const confPath = path.join(folder, 'nginx.conf');
  writeFileSync(confPath, loadBalancerConf(folder, port, upstreams));
  const check = spawnSync(nginxBinary, ['-t', '-p', folder, '-c', confPath], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused the configuration:\n${check.stderr}`);
  const child = spawn(nginxBinary, ['-p', folder, '-c', confPath, '-g', 'daemon off;'], { stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
    }
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    await waitForUrl(`${url}/robots.txt`, { timeoutMs: 15_000, child, name: 'nginx' });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
