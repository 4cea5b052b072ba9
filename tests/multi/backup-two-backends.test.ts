import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupFilePattern } from '../../backend/backup/write-backup';
import { startBackend, type RunningBackend } from '../support/backend';
import { startPostgres, type RunningPostgres } from '../support/postgres';

// Two backends on one PostgreSQL with one BACKUP_DIR (docs/backups.md, "Scheduled backups"): each period's
// backup is claimed in the database, so however their looks interleave there is one archive per period,
// by one or the other, never two.
const everyHours = 0.0005;
const everyMs = everyHours * 3_600_000;
const runs = 4;
const written = 'scheduled backup written';

let database: RunningPostgres;
let databaseUrl: string;
let folder: string;
let backends: RunningBackend[] = [];

const writtenBy = (backend: RunningBackend) => backend.log().split(written).length - 1;

/** The time a backup's name gives (`backup-2026-12-02T10-30-00Z.tar.gz`), to the second, in ms. */
const nameTime = (name: string) =>
  Date.parse(name.replace(/^backup-(.{10})T(..)-(..)-(..)Z.*$/, '$1T$2:$3:$4Z'));

beforeAll(async () => {
  database = await startPostgres();
  databaseUrl = await database.createDatabase();
  folder = await mkdtemp(path.join(tmpdir(), 'agency-backups-'));
  const env = (instance: string) => ({
    SEED_TALENTS: '10',
    INSTANCE_NAME: instance,
    BACKUP_DIR: folder,
    BACKUP_EVERY_HOURS: String(everyHours),
    BACKUP_KEEP: '100',
  });
  backends = await Promise.all([
    startBackend({ databaseUrl, env: env('one') }),
    startBackend({ databaseUrl, env: env('two') }),
  ]);
});

afterAll(async () => {
  await Promise.all(backends.map((backend) => backend.stop()));
  await database?.stop();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('two backends with scheduled backups on one database', () => {
  it('make one backup per period between them', async () => {
    // The test's timeout bounds the wait.
    while (backends.reduce((sum, backend) => sum + writtenBy(backend), 0) < runs)
      await new Promise((resolve) => setTimeout(resolve, 200));
    await Promise.all(backends.map((backend) => backend.stop()));

    const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    const rows = await client<
      { started: Date; instance: string; file: string | null; error: string | null }[]
    >`
      select started_at as started, instance, file, error from backup_runs order by started_at`;
    await client.end();
    expect(rows.length).toBeGreaterThanOrEqual(runs);
    for (const [index, row] of rows.entries()) {
      expect(['one', 'two']).toContain(row.instance);
      if (index > 0)
        expect(row.started.getTime() - rows[index - 1]!.started.getTime()).toBeGreaterThanOrEqual(everyMs);
    }

    const succeeded = rows.filter((row) => row.file !== null && row.error === null);
    expect(succeeded.length).toBeGreaterThanOrEqual(runs);
    const archives = (await readdir(folder)).filter((name) => backupFilePattern.test(name)).sort();
    expect(archives).toEqual(succeeded.map((row) => path.basename(row.file!)).sort());
    // Each backend logged the runs it made, and only those.
    expect(writtenBy(backends[0]!) + writtenBy(backends[1]!)).toBe(succeeded.length);
    // Named to the second, the archives' times are a period apart but for the rounding.
    for (let index = 1; index < archives.length; index += 1)
      expect(nameTime(archives[index]!) - nameTime(archives[index - 1]!)).toBeGreaterThan(everyMs - 1000);
  });
});
