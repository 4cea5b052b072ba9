import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { processAlive } from '@/backend/lib/data-dir-lock';
import { startBackend } from '../../support/backend';

// How a backend stops and refuses to start: apart from lifecycle.test.ts, whose tests share one data folder
// one after another, so the two files run side by side. Each backend here has a data folder of its own, a
// copy of the run's seeded template of this size (tests/support/backend.ts): none seeds.
const env = { TOKEN_TTL_SECONDS: '1', SEED_TALENTS: '10' };

/** The pid of a process whose parent is `parent`, read from Linux's /proc; undefined when there is none. */
function childProcessOf(parent: number): number | undefined {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // `pid (name) state ppid …`: the name may hold spaces, so the fields are read after its closing paren.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent) return Number(entry);
    } catch {
      // The process ended while the list was read.
    }
  }
  return undefined;
}

describe('backend stop and refusal to start', () => {
  // A load balancer's platform stops an instance with SIGTERM: it must read "not ready" at once, while the
  // instance still answers, and the process must then end by itself.
  it('answers /readyz with 503 from the moment it is told to stop, serves on while draining, then exits', async () => {
    const backend = await startBackend({ env: { ...env, SHUTDOWN_DRAIN_MS: '3000' } });
    try {
      expect((await fetch(`${backend.url}/readyz`)).status).toBe(200);
      // The backend's own process: under tsx, the child of the one started (on PostgreSQL there is no pid file).
      const pid = childProcessOf(backend.pid) ?? backend.pid;
      process.kill(pid, 'SIGTERM');
      await vi.waitFor(async () => expect((await fetch(`${backend.url}/readyz`)).status).toBe(503), {
        timeout: 2_000,
        interval: 20,
      });
      const answer = await fetch(`${backend.url}/readyz`);
      expect(await answer.json()).toEqual({ status: 'not ready', reasons: ['stopping'] });
      expect((await fetch(`${backend.url}/healthz`)).status).toBe(200);
      await vi.waitFor(() => expect(processAlive(pid)).toBe(false), { timeout: 15_000, interval: 50 });
    } finally {
      await backend.stop();
    }
  }, 120_000);

  it('fails to start with a clear message naming a bad setting', async () => {
    await expect(startBackend({ env: { ...env, TOKEN_TTL_SECONDS: 'soon' } })).rejects.toThrow(
      /Invalid backend configuration:(\s|\\n)+ *TOKEN_TTL_SECONDS/,
    );
  }, 60_000);

  it('is not started on a port something else answers on, which would answer in its place', async () => {
    const squatter = createServer((socket) => socket.end());
    await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve));
    const { port } = squatter.address() as { port: number };
    try {
      await expect(startBackend({ port })).rejects.toThrow(`port ${port} is taken`);
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  });
});
