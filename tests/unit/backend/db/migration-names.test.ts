import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { knownMigrations } from '@/backend/backup/migrations';
import { openDatabase } from '@/backend/db/client';

const dataDir = await mkdtemp(path.join(tmpdir(), 'agency-migrations-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('opening the database', () => {
  it('names each migration it applies, in order, and none once they are all applied', async () => {
    const named: string[] = [];
    const first = await openDatabase({ dataDir, onMigration: (name) => named.push(name) });
    await first.close();
    expect(named).toEqual(await knownMigrations());

    const again: string[] = [];
    const second = await openDatabase({ dataDir, onMigration: (name) => again.push(name) });
    await second.close();
    expect(again).toEqual([]);
  }, 60_000);
});
