// Starts the embedded backend (`node dist/backend.mjs`) and the production front (`node dist/front.mjs`),
// what `npm start` runs, for the benchmark, on ports 44xx, with a fresh data folder seeded with
// BENCH_SEED_TALENTS talents, and stops them afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { backendProcessEnv, frontProcessEnv } from '../lib/process-env.mjs';
import { waitForUrl } from '../lib/wait-for-url.mjs';

// The stages' own servers take the ports after these (throughput.ts, lcp-floor.ts).
export const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 4410);
const BACKEND_PORT = Number(process.env.BENCH_BACKEND_PORT ?? 4411);
const siteUrl = `http://127.0.0.1:${SITE_PORT}`;
const backendUrl = `http://127.0.0.1:${BACKEND_PORT}`;
const SEED_TALENTS = Number(process.env.BENCH_SEED_TALENTS ?? 20_000);

/** A started server, with the last lines it wrote (`log()`), for the error when it does not come up. */
type Server = ChildProcess & { log: () => string };

/** `node script`, as `npm start` runs it, in its own process group. */
function start(script: string, env: Record<string, string>, logName: string): Server {
  const options = { env: { ...process.env, ...env }, detached: true };
  const child = spawn('node', [script], { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(String(chunk));
    if (lines.length > 200) lines.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return Object.assign(child, { log: () => `--- ${logName} ---\n${lines.join('')}` });
}

function stop(child: ChildProcess): void {
  if (child.exitCode !== null) return;
  try {
    // Its whole group (it was started detached); a process that never started has no pid, nor group.
    if (child.pid === undefined) child.kill('SIGTERM');
    else process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}

/**
 * Pages and optimized images that `next start` cached (ISR) for another run hold another back end's media
 * URLs and another SITE_URL; they are dropped so the measured pages are rendered against this run's data.
 */
function dropRenderedPages() {
  rmSync('.next/server/route-cache', { recursive: true, force: true });
  rmSync('.next/cache/images', { recursive: true, force: true });
}

/**
 * The running servers: their addresses, the seeded roster's size, both processes' pids, how to stop them,
 * and how to give the backend a copy of its data folder that `prepare` filled (the staff stage's
 * submissions), which the bench's other stages never see.
 */
export type Servers = {
  siteUrl: string;
  backendUrl: string;
  stop: () => void;
  seedTalents: number;
  sitePid: number;
  backendPid: number;
  onCopiedData: (prepare: (dataDir: string) => Promise<void>) => Promise<void>;
};

export async function startServers(): Promise<Servers> {
  dropRenderedPages();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
  const env = {
    BACKEND_PORT: String(BACKEND_PORT),
    BACKEND_HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SITE_URL: siteUrl,
    SEED_TALENTS: String(SEED_TALENTS),
    // Its own page and data cache, so nothing rendered against another run's back end is served.
    PAGE_CACHE_DIR: path.join(dataDir, 'page-cache'),
    NEXT_TELEMETRY_DISABLED: '1',
  };
  const startBackend = (dir: string) =>
    start('dist/backend.mjs', { ...env, DATA_DIR: dir, ...backendProcessEnv() }, 'backend');
  const backendReady = (child: Server) =>
    waitForUrl(`${backendUrl}/readyz`, { timeoutMs: 180_000, child, name: 'the backend' });
  let backend = startBackend(dataDir);
  const children: Server[] = [backend];
  const copies: string[] = [];
  let site: Server;
  const stopAll = () => {
    for (const child of children) stop(child);
    for (const dir of [dataDir, ...copies]) rmSync(dir, { recursive: true, force: true });
    // And after: the next `next start` (e2e) must not serve pages that point at this run's stopped back end.
    dropRenderedPages();
  };
  try {
    await backendReady(backend);
    const siteEnv = {
      ...frontProcessEnv(),
      HOST: '127.0.0.1',
      PORT: String(SITE_PORT),
      NODE_ENV: 'production',
    };
    site = start('dist/front.mjs', { ...env, ...siteEnv }, 'site');
    children.push(site);
    await waitForUrl(`${siteUrl}/robots.txt`, { timeoutMs: 120_000, child: site, name: 'the site' });
  } catch (error) {
    for (const child of children) console.error(child.log());
    stopAll();
    throw error;
  }
  const onCopiedData = async (prepare: (dir: string) => Promise<void>) => {
    // Gone, so its data folder's lock is released.
    const exited = backend.exitCode === null && backend.signalCode === null ? once(backend, 'exit') : null;
    stop(backend);
    await exited;
    const copy = `${dataDir}-copy${copies.length + 1}`;
    copies.push(copy);
    cpSync(dataDir, copy, { recursive: true });
    // The stopped backend's lock on the folder, which the copy must not carry.
    rmSync(path.join(copy, 'backend.lock'), { recursive: true, force: true });
    await prepare(copy);
    backend = startBackend(copy);
    children.push(backend);
    await backendReady(backend);
    servers.backendPid = backend.pid!;
  };
  // Both answered, so both were started and have a pid.
  const servers: Servers = {
    siteUrl,
    backendUrl,
    stop: stopAll,
    seedTalents: SEED_TALENTS,
    sitePid: site.pid!,
    backendPid: backend.pid!,
    onCopiedData,
  };
  return servers;
}
