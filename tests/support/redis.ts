import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, supervise } from './child-process';

// A throwaway Redis for a test: Debian's `redis-server` on 127.0.0.1 and a private port, nothing written to
// disk (no snapshots, no append-only file), its folder under a temp dir; `stop()` ends it and removes that.

const binary = existsSync('/usr/bin/redis-server') ? '/usr/bin/redis-server' : 'redis-server';

export type RunningRedis = { url: string; port: number; stop(): Promise<void> };

/** True once the server answers PING with PONG. */
function pong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => socket.write('PING\r\n'));
    socket.setTimeout(1_000, () => socket.destroy());
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
  });
}

/**
 * Starts redis-server as a site's deployment would run it for the page cache: a memory limit that drops the
 * least recently used entries with a lifetime (docs/caching.md).
 */
export async function startRedis(options: { port?: number } = {}): Promise<RunningRedis> {
  const port = options.port ?? (await freePort());
  const folder = mkdtempSync(path.join(tmpdir(), 'agency-redis-'));
  const child = spawn(
    binary,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      folder,
      '--maxmemory',
      '256mb',
      '--maxmemory-policy',
      'volatile-lru',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const supervised = supervise(child);
  const stop = async () => {
    await supervised.stop();
    rmSync(folder, { recursive: true, force: true });
  };
  const deadline = Date.now() + 15_000;
  while (!(await pong(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`redis-server did not start on port ${port}:\n${supervised.log()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `redis://127.0.0.1:${port}`, port, stop };
}
