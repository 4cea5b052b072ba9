import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { claimPeriod, finishRun, lastSuccessAt } from '@/backend/backup/backup-runs';
import type { Db } from '@/backend/db/client';
import * as schema from '@/backend/db/schema';

// The period claim of the scheduled backups on a real PostgreSQL engine (PGlite in memory, the backend's
// migrations). Two backends on one PostgreSQL are the multi-instance test's (tests/multi).
let pglite: PGlite;
let db: Db;
const hour = 3_600_000;

beforeAll(async () => {
  pglite = await PGlite.create({ extensions: { pg_trgm } });
  db = drizzle({ client: pglite, schema });
  await migrate(db as Parameters<typeof migrate>[0], { migrationsFolder: 'backend/migrations' });
}, 60_000);
afterAll(() => pglite.close());
beforeEach(async () => {
  await db.execute(sql`delete from backup_runs`);
});

/** Moves every run `hours` into the past, as if that time had gone by. */
const age = (hours: number) =>
  db.execute(sql`update backup_runs set started_at = started_at - ${hours} * interval '1 hour'`);

describe('claimPeriod', () => {
  it('gives the period to the first asker, and to nobody else until it is over', async () => {
    const first = await claimPeriod(db, hour, 'one');
    expect(first).not.toBeNull();
    expect(await claimPeriod(db, hour, 'two')).toBeNull();
    await age(0.9);
    expect(await claimPeriod(db, hour, 'two')).toBeNull();
    await age(0.2);
    const next = await claimPeriod(db, hour, 'two');
    expect(next?.id).toBeGreaterThan(first!.id);
  }, 30_000);

  it('counts a failed run as the period taken', async () => {
    const run = await claimPeriod(db, hour, 'one');
    await finishRun(db, run!.id, { error: 'Cannot write the backup: the disk is full.' });
    expect(await claimPeriod(db, hour, 'one')).toBeNull();
  }, 30_000);
});

describe('lastSuccessAt', () => {
  it('is the end of the latest successful run, not of a failed or unfinished one', async () => {
    expect(await lastSuccessAt(db)).toBeNull();
    const ok = await claimPeriod(db, hour, 'one');
    await finishRun(db, ok!.id, { file: '/backups/backup-a.tar.gz', bytes: 10 });
    const succeeded = await lastSuccessAt(db);
    expect(succeeded).toBeInstanceOf(Date);
    await age(2);
    const failed = await claimPeriod(db, hour, 'one');
    await finishRun(db, failed!.id, { error: 'Cannot write the backup: the disk is full.' });
    await age(2);
    await claimPeriod(db, hour, 'one');
    expect(await lastSuccessAt(db)).toEqual(succeeded);
  }, 30_000);
});
