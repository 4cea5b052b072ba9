import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import type { receiptSchema, tokenSchema } from '@/lib/api/schemas/common';
import type { slidesPageSchema } from '@/lib/api/schemas/panel';
import type { inboxPageSchema } from '../../support/contract/operator-inbox';
import { knownMigrations } from '@/backend/backup/migrations';
import { processAlive } from '@/backend/lib/data-dir-lock';
import { contractPostgresUrl, startBackend } from '../../support/backend';
import { createDatabase, dropDatabase } from '../../support/postgres';
import { readJson } from '../../support/json';
import { credentials, postJson } from '../../support/contract/client';
import { runCli } from '../../support/contract/run-cli';
import { operatorGet } from '../../support/operator';

// A backend of its own (short token lifetime, small roster) so restarting it disturbs no other test. In a
// PostgreSQL run its data is a database of its own, kept across the restarts like the data folder.
const dataDir = await mkdtemp(path.join(tmpdir(), 'agency-lifecycle-'));
const server = contractPostgresUrl();
const databaseUrl = server ? await createDatabase(server) : undefined;
const env = { TOKEN_TTL_SECONDS: '1', SEED_TALENTS: '12' };
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  if (databaseUrl) await dropDatabase(databaseUrl);
});

async function signIn(base: string): Promise<string> {
  const response = await postJson(`${base}/panel/api/login`, credentials.panel);
  return (await readJson<z.infer<typeof tokenSchema>>(response)).access_token;
}

/** The migrations a backend's log says it applied, in order. */
const migrationsLogged = (log: string) =>
  log
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg: string; migration?: string })
    .filter((line) => line.msg === 'migration applied')
    .map((line) => line.migration);

describe('backend lifecycle', () => {
  it('expires tokens after TOKEN_TTL_SECONDS, and a second start reuses the data without reseeding', async () => {
    const first = await startBackend({ dataDir, databaseUrl, env });
    let contactId: number;
    let mediaEtag: string | null;
    try {
      // PGlite's first start creates and seeds the database in a process of its own, which has ended.
      const seedLine = first.log().match(/"seedPid":(\d+).*first start: creating and seeding/);
      if (databaseUrl) expect(seedLine).toBeNull();
      else {
        expect(Number(seedLine?.[1])).not.toBe(first.pid);
        expect(processAlive(Number(seedLine?.[1]))).toBe(false);
      }
      // The first start names each migration it applies (in the seeding process, under PGlite).
      expect(migrationsLogged(first.log())).toEqual(await knownMigrations());
      const token = await signIn(first.url);
      const form = new FormData();
      Object.entries({ name: 'Kept', email: 'kept@example.com', phone: '1', message: 'still here' }).forEach(
        ([k, v]) => form.set(k, v),
      );
      const sent = await fetch(`${first.url}/panel/api/contact/es`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(sent.status).toBe(201);
      contactId = (await readJson<z.infer<typeof receiptSchema>>(sent)).data.id;
      const slides = await readJson<z.infer<typeof slidesPageSchema>>(
        await fetch(`${first.url}/panel/api/slides/slides`, {
          headers: { authorization: `Bearer ${token}` },
        }),
      );
      mediaEtag = (await fetch(slides.data[0]!.url!.desktop)).headers.get('etag');
      // Polled rather than slept: it answers as soon as the one-second lifetime is over, and a slow machine
      // gets a few seconds instead of a failure.
      const expired = () =>
        fetch(`${first.url}/panel/api/social-media`, { headers: { authorization: `Bearer ${token}` } });
      await expect.poll(async () => (await expired()).status, { timeout: 5000, interval: 100 }).toBe(401);
      expect(await readJson(await expired())).toEqual({ message: 'Unauthenticated.' });
    } finally {
      await first.stop();
    }

    // With no backend running, `npm run inbox` reads the data itself.
    const offline = await runCli('backend/inbox-cli.ts', {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      BACKEND_PORT: '1',
    });
    expect(offline.stdout).toContain(
      databaseUrl ? 'Inbox from PostgreSQL' : `Inbox from the data in ${dataDir}`,
    );
    expect(offline.stdout).toContain('message: still here');

    const second = await startBackend({ dataDir, databaseUrl, env });
    try {
      expect(second.log()).not.toContain('first start: creating and seeding');
      expect(migrationsLogged(second.log())).toEqual([]);
      const token = await signIn(second.url);
      const inbox = await readJson<z.infer<typeof inboxPageSchema>>(
        await operatorGet(second.url, dataDir, '/panel/api/inbox?kind=contact'),
      );
      expect(inbox.data.map((i) => i.id)).toEqual([contactId]);
      // Reseeding would have redrawn the media files (new mtime, new ETag).
      const slides = await readJson<z.infer<typeof slidesPageSchema>>(
        await fetch(`${second.url}/panel/api/slides/slides`, {
          headers: { authorization: `Bearer ${token}` },
        }),
      );
      const desktop = slides.data[0]!.url!.desktop;
      expect((await fetch(desktop)).headers.get('etag')).toBe(mediaEtag);
      // Media URLs follow the new port.
      expect(desktop.startsWith(second.url)).toBe(true);
    } finally {
      await second.stop();
    }
  }, 120_000);

  // On PostgreSQL the folder is not locked: backends share the database (two-backends.test.ts).
  it.skipIf(databaseUrl)(
    'refuses to start on a data folder another backend holds',
    async () => {
      const running = await startBackend({ dataDir, env });
      try {
        await expect(startBackend({ dataDir, env })).rejects.toThrow(/in use by process/);
      } finally {
        await running.stop();
      }
    },
    120_000,
  );

  // The kernel's out-of-memory killer, or a crash: no chance to release the lock. A service manager that
  // restarts the backend at once must find it serving, not refused until the lock goes stale (15 s).
  it.skipIf(databaseUrl)(
    'serves again at once when started right after being killed with SIGKILL',
    async () => {
      const killed = await startBackend({ dataDir, env });
      // The backend's own process (under tsx it is a child of the one started), as its pid file names it.
      const pid = Number(await readFile(path.join(dataDir, 'backend.pid'), 'utf8'));
      process.kill(pid, 'SIGKILL');
      await vi.waitFor(() => expect(processAlive(pid)).toBe(false), { timeout: 5_000, interval: 20 });
      const again = await startBackend({ dataDir, env });
      try {
        // The first start after the kill serves, and says it took the dead holder's lock over: a lock
        // that had gone stale is taken without that line, so the restart did not wait out the 15 s.
        expect(again.log()).toMatch(new RegExp(`process ${pid} held .* and is gone`));
        expect((await fetch(`${again.url}/health`)).status).toBe(200);
      } finally {
        await again.stop();
        await killed.stop();
      }
    },
    120_000,
  );
});
