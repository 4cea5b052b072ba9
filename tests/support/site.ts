import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { frontProcessEnv } from '../../scripts/lib/process-env.mjs';
import { waitForUrl } from '../../scripts/lib/wait-for-url.mjs';

// Starts the production build (`npm run build` made it) through its front server, dist/front.mjs, as
// `npm start` runs it: for tests that need a site of their own (a backend they stop or slow, a setting
// of their own), on 127.0.0.1.

const root = path.resolve(import.meta.dirname, '../..');

export type RunningSite = { url: string; child: ChildProcess; output(): string; stop(): Promise<void> };

/** The built front (dist/front.mjs) on `port`, with the process settings `npm start` gives it. */
export function spawnFront(port: number, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [path.join(root, 'dist/front.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      ...frontProcessEnv(),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export async function startSite(options: {
  port: number;
  backendPort: number;
  env?: Record<string, string>;
}): Promise<RunningSite> {
  const url = `http://127.0.0.1:${options.port}`;
  // A page cache of its own: pages rendered for this site (its URL, its back end) never reach another.
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'site-cache-'));
  let output = '';
  const child = spawnFront(options.port, {
    BACKEND_PORT: String(options.backendPort),
    SITE_URL: url,
    PANEL_API_URL: '',
    MF_API_URL: '',
    NEXT_TELEMETRY_DISABLED: '1',
    PAGE_CACHE_DIR: cacheDir,
    // Each site has its own metrics port only when a test asks; stopped at once unless a test asks to drain.
    METRICS_PORT: '0',
    SHUTDOWN_DRAIN_MS: '0',
    ...options.env,
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    rmSync(cacheDir, { recursive: true, force: true });
  };
  try {
    // Any answer from the front means Next is ready, whatever its status: the backend may be down on purpose.
    await waitForUrl(`${url}/robots.txt`, { timeoutMs: 120_000, ok: () => true, child, name: 'the site' });
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return { url, child, output: () => output, stop };
}
