import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { verifyArchive } from '@/backend/backup/archive-reader';
import type { Manifest } from '@/backend/backup/manifest';
import { knownMigrations } from '@/backend/backup/migrations';
import type { profileAnswerSchema, talentsAnswerSchema } from '@/lib/api/schemas/mf';
import { contractPostgresUrl, startBackend, type RunningBackend } from '../../support/backend';
import { backupFixtures, fixtureTalentName } from '../../support/backup-fixtures';
import { readRestored } from '../../support/contract/restored-database';
import { clientFor } from '../../support/contract/client';
import { runCli } from '../../support/contract/run-cli';
import { readJson } from '../../support/json';
import { createDatabase, dropDatabase } from '../../support/postgres';

// Upgrades keep data (docs/backups.md, "Upgrades"): every archive an earlier version of the site made
// (tests/fixtures/backups) restores into this version, which starts on it migrated, with every row and file.
// The target follows the run: a PGlite data folder, or with CONTRACT_DB=postgres a fresh PostgreSQL
// database, so `npm test` restores each archive into both.

type Profile = z.infer<typeof profileAnswerSchema>['data'];
type TalentsPage = z.infer<typeof talentsAnswerSchema>;

const server = contractPostgresUrl();
/** The SHA-256 of a served body, or what cut it short (a missing file fails after its headers). */
const servedSum = (answer: Response) =>
  answer.arrayBuffer().then(
    (bytes) => createHash('sha256').update(new Uint8Array(bytes)).digest('hex'),
    (error: Error) => `unreadable: ${error.message}`,
  );
// A fixture stays in the tree for years: the retention rule and the trash must not empty it meanwhile.
const keepEverything = { SUBMISSION_RETENTION_DAYS: '3650', STAFF_TRASH_DAYS: '3650' };

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A fresh, empty target: a data folder, and under a PostgreSQL run a database. */
async function freshTarget(): Promise<{ dataDir: string; databaseUrl: string | undefined }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'backup-upgrade-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const databaseUrl = server ? await createDatabase(server) : undefined;
  if (databaseUrl) cleanups.push(() => dropDatabase(databaseUrl));
  return { dataDir, databaseUrl };
}

/** The manifest's files by store: key → SHA-256. */
function filesOf(manifest: Manifest, area: 'media' | 'uploads'): Map<string, string> {
  const prefix = `files/${area}/`;
  return new Map(
    manifest.entries
      .filter((entry) => entry.name.startsWith(prefix))
      .map((entry) => [entry.name.slice(prefix.length), entry.sha256]),
  );
}

/** The restored site's public roster and profile of the talent the fixture's staff member added. */
async function staffTalentServed(backend: RunningBackend): Promise<void> {
  const { mf } = clientFor(backend.url);
  const roster = await mf('/api/talents?paginate=50', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ category: 1, search: fixtureTalentName }),
  });
  const listed = (await readJson<TalentsPage>(roster)).data.data;
  expect(listed.map((talent) => talent.name)).toEqual([fixtureTalentName]);
  const answer = await mf(`/api/talent/profile?language=es&id=${listed[0]!.id}`);
  const profile = (await readJson<{ data: Profile }>(answer)).data;
  expect(profile.name).toBe(fixtureTalentName);
  const pictures = [profile.cover, ...profile.book.map((item) => item.file)];
  expect(pictures).toHaveLength(3);
  for (const url of pictures) expect((await fetch(url!)).status, url!).toBe(200);
}

describe.each(backupFixtures().map((file) => [path.basename(file), file]))(
  'the backup %s',
  (_name, archive) => {
    it(`restores into ${server ? 'PostgreSQL' : 'PGlite'}, and this version starts on it with every row and file`, async () => {
      const manifest = await verifyArchive(archive);
      const target = await freshTarget();
      const restored = await runCli(
        'backend/restore-cli.ts',
        { DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl ?? '', BACKEND_PORT: '1' },
        [archive],
      );
      expect(restored.code, restored.stderr).toBe(0);

      const database = await readRestored(target, manifest);
      expect(database.migrations).toEqual(await knownMigrations());
      expect(database.rows).toEqual(Object.fromEntries(manifest.tables.map((t) => [t.name, t.rows])));

      const backend = await startBackend({ ...target, env: keepEverything });
      cleanups.push(() => backend.stop());
      for (const [key, sum] of filesOf(manifest, 'media')) {
        const served = await fetch(
          `${backend.url}/media/${key.split('/').map(encodeURIComponent).join('/')}`,
        );
        expect(served.status, key).toBe(200);
        expect(await servedSum(served), key).toBe(sum);
      }
      const uploads = filesOf(manifest, 'uploads');
      expect(database.uploads.map((file) => file.path).sort()).toEqual([...uploads.keys()].sort());
      const { operator } = clientFor(backend.url, backend.dataDir);
      for (const file of database.uploads) {
        const served = await operator(`/api/inbox/files/${file.id}`);
        expect(served.status, file.path).toBe(200);
        expect(await servedSum(served), file.path).toBe(uploads.get(file.path));
      }
      await staffTalentServed(backend);
    }, 180_000);
  },
);
