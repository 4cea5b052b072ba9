import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { openDatabase, type Database, type Db } from '../db/client';
import { safeKey } from '../files/file-store';
import { fileStores } from '../files/stores';
import { secretsFile } from '../lib/site-secrets';
import { DamagedArchiveError, readArchive, verifyArchive } from './archive-reader';
import { fileAreas, secretsEntry, type FileArea, type Manifest } from './manifest';
import { migrationsUpTo, refusedMigrations } from './migrations';
import { clearTarget, refusedTarget, type RestoreTarget } from './restore-target';
import { advanceSequences, insertBatch } from './table-rows';

/** A restore that cannot start, in one sentence; nothing was changed. */
export class RestoreRefusedError extends Error {}

export type RestoreResult = { manifest: Manifest; secrets: 'restored' | 'kept' | 'none' };

type Writers = Record<FileArea, (key: string, bytes: Uint8Array) => Promise<void>>;

/** Writes the archive's rows and files into `tx`'s database and the target's file stores. */
async function restoreEntries(
  archive: string,
  manifest: Manifest,
  database: Database,
  tx: Db,
  dataDir: string,
) {
  const tables = new Set(manifest.tables.map((table) => table.name));
  const stores = fileStores({ db: tx, kind: database.kind }, dataDir);
  const writers: Writers = {
    media: await stores.media.replaceAll(tx),
    uploads: await stores.uploads.replaceAll(tx),
  };
  let secrets: Buffer | undefined;
  await readArchive(archive, async (name, _size, stream) => {
    const bytes = await buffer(stream);
    const [kind, ...rest] = name.split('/');
    if (name === secretsEntry) secrets = bytes;
    else if (kind === 'db' && rest.length === 2 && tables.has(rest[0]!)) {
      const lines = bytes
        .toString('utf8')
        .split('\n')
        .filter((line) => line !== '');
      await insertBatch(tx, rest[0]!, lines);
    } else if (kind === 'files' && fileAreas.includes(rest[0] as FileArea)) {
      const key = safeKey(rest.slice(1).join('/'));
      if (!key)
        throw new DamagedArchiveError(
          `${archive} cannot be restored: ${name} names a place outside its store.`,
        );
      await writers[rest[0] as FileArea](key, bytes);
    } else
      throw new DamagedArchiveError(
        `${archive} cannot be restored: it has an entry this version does not know (${name}).`,
      );
  });
  await advanceSequences(tx, [...tables]);
  return secrets;
}

/** Writes the archive's secrets where the target has none (or is replaced); answers what happened. */
async function restoreSecrets(dataDir: string, secrets: Buffer | undefined, replace: boolean) {
  if (!secrets) return 'none' as const;
  const file = secretsFile(dataDir);
  const existing = await readFile(file).catch(() => null);
  if (existing && !replace && !existing.equals(secrets)) return 'kept' as const;
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, secrets, { mode: 0o600 });
  return 'restored' as const;
}

/**
 * Restores a backup archive into an empty target (docs/backups.md). The archive is read once and checked
 * against its manifest before anything is written; the rows go in at the backup's own schema version, in
 * one transaction with the files, and the migrations since run after. A restore that fails half-way
 * empties the target again.
 */
export async function restoreBackup(
  archive: string,
  target: RestoreTarget,
  options: { replace?: boolean } = {},
): Promise<RestoreResult> {
  const replace = options.replace ?? false;
  const manifest = await verifyArchive(archive);
  const migrationsRefusal = await refusedMigrations(manifest.migrations);
  if (migrationsRefusal)
    throw new RestoreRefusedError(`${archive} cannot be restored: ${migrationsRefusal}.`);
  const targetRefusal = await refusedTarget(target, replace);
  if (targetRefusal) throw new RestoreRefusedError(`Not restoring ${archive}: ${targetRefusal}.`);

  if (replace) await clearTarget(target);
  await mkdir(target.dataDir, { recursive: true });
  const migrations = await migrationsUpTo(manifest.migrations.length);
  let secrets: Buffer | undefined;
  try {
    const database = await openDatabase({ ...target, migrations: migrations.folder });
    try {
      secrets = await database.db.transaction((tx) =>
        restoreEntries(archive, manifest, database, tx, target.dataDir),
      );
      // The migrations this version has added since the backup was made.
      await database.migrate();
    } finally {
      await database.close();
    }
  } catch (error) {
    await clearTarget(target).catch(() => {});
    throw error;
  } finally {
    await migrations.remove();
  }
  return { manifest, secrets: await restoreSecrets(target.dataDir, secrets, replace) };
}
