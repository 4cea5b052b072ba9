import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '@/backend/db/client';
import { staffAccounts } from '@/backend/db/schema';
import { verifyPassword } from '@/backend/staff/password';
import { contractPostgresUrl } from '../../support/backend';
import { panel } from '../../support/contract/client';
import { runCli } from '../../support/contract/run-cli';
import { createDatabase, dropDatabase } from '../../support/postgres';

// `npm run staff:admin`: the operator's way to the first admin, or back in after a lost password.
const running = {
  BACKEND_PORT: process.env.BACKEND_PORT ?? '',
  DATA_DIR: process.env.BACKEND_DATA_DIR ?? '',
  DATABASE_URL: process.env.BACKEND_DATABASE_URL ?? '',
};

const signIn = (email: string, password: string) =>
  panel('/api/staff/sessions', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, address: '198.51.100.77' }),
  });

describe('npm run staff:admin', () => {
  it('makes an admin through the running backend, then sets a new password', async () => {
    const first = await runCli(
      'backend/staff-cli.ts',
      { ...running, STAFF_NEW_PASSWORD: 'first-cli-password' },
      ['cli.admin@example.com', 'Ana', 'Admin'],
    );
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('cli.admin@example.com is an admin (new account)');
    expect((await signIn('cli.admin@example.com', 'first-cli-password')).status).toBe(201);
    const again = await runCli(
      'backend/staff-cli.ts',
      { ...running, STAFF_NEW_PASSWORD: 'second-cli-password' },
      ['CLI.Admin@example.com'],
    );
    expect(again.stdout).toContain('(password and role set)');
    expect((await signIn('cli.admin@example.com', 'first-cli-password')).status).toBe(401);
    expect((await signIn('cli.admin@example.com', 'second-cli-password')).status).toBe(201);
  }, 60_000);

  it('refuses a short password or no address, saying what is wrong', async () => {
    const short = await runCli('backend/staff-cli.ts', { ...running, STAFF_NEW_PASSWORD: 'short' }, [
      'a@example.com',
    ]);
    expect(short.code).toBe(1);
    expect(short.stderr).toMatch(/password: Too small/);
    const none = await runCli('backend/staff-cli.ts', {
      ...running,
      STAFF_NEW_PASSWORD: 'long-enough-password',
    });
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('Usage: npm run staff:admin -- <e-mail> [name]');
  }, 60_000);

  it('opens the database itself when no backend runs', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'staff-cli-'));
    const server = contractPostgresUrl();
    const databaseUrl = server ? await createDatabase(server) : undefined;
    try {
      const env = { BACKEND_PORT: '1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' };
      const made = await runCli('backend/staff-cli.ts', { ...env, STAFF_NEW_PASSWORD: 'offline-password' }, [
        'offline@example.com',
      ]);
      expect(made.code, made.stderr).toBe(0);
      const database = await openDatabase({ dataDir, databaseUrl });
      try {
        const [row] = await database.db
          .select()
          .from(staffAccounts)
          .where(eq(staffAccounts.email, 'offline@example.com'));
        expect(row?.role).toBe('admin');
        expect(await verifyPassword('offline-password', row!.passwordHash)).toBe(true);
      } finally {
        await database.close();
      }
    } finally {
      if (databaseUrl) await dropDatabase(databaseUrl);
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
