import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database, Db } from '../db/client';
import { secretsFile } from '../lib/site-secrets';
import { writeArchive, type EntrySink } from './archive-writer';
import { archiveFormat, fileEntry, secretsEntry, tableEntry, type Manifest } from './manifest';
import { appliedMigrations } from './migrations';
import { databaseFileList, stageDiskFiles, type SnapshotFile } from './snapshot-files';
import { tableBatches, tablesInRestoreOrder } from './table-rows';

export type BackupSource = { database: Pick<Database, 'db' | 'kind'>; dataDir: string };
/** `heldMs`: how long PGlite was held for the snapshot (the site's requests waited meanwhile); 0 on PostgreSQL. */
export type BackupResult = { file: string; bytes: number; heldMs: number; manifest: Manifest };

/** `backup-2026-12-02T10-30-00Z.tar.gz`: sorts by time, and names the moment in UTC. */
export const backupFileName = (at: Date) =>
  `backup-${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z.tar.gz`;

/** Names of backups in a folder look like this; nothing else there is ever pruned. */
export const backupFilePattern = /^backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ(-\d+)?\.tar\.gz$/;

async function addTables(tx: Db, sink: EntrySink): Promise<Manifest['tables']> {
  const tables: Manifest['tables'] = [];
  for (const name of await tablesInRestoreOrder(tx)) {
    let rows = 0;
    let part = 0;
    for await (const lines of tableBatches(tx, name)) {
      part += 1;
      rows += lines.length;
      await sink.addBytes(tableEntry(name, part), Buffer.from(`${lines.join('\n')}\n`));
    }
    tables.push({ name, rows });
  }
  return tables;
}

async function addFiles(files: SnapshotFile[], sink: EntrySink): Promise<Manifest['files']> {
  const counts = { media: 0, uploads: 0 };
  for (const file of files) {
    await sink.addStream(fileEntry(file.area, file.key), file.bytes, await file.open());
    counts[file.area] += 1;
  }
  return counts;
}

async function addSecrets(dataDir: string, sink: EntrySink): Promise<void> {
  const text = await readFile(secretsFile(dataDir)).catch(() => null);
  if (text) await sink.addBytes(secretsEntry, text);
}

// One backup at a time per process: they share the data folder's staging folder.
let running: Promise<unknown> = Promise.resolve();

/**
 * Writes one consistent backup of the agency's data to `file` (docs/backups.md): the rows and files of one
 * snapshot, and the data folder's secrets. Under PGlite the snapshot holds the database while rows are read
 * and files linked (docs/backups.md gives how long); under PostgreSQL it is a read-only
 * repeatable-read transaction, which holds nothing back.
 */
export function writeBackup(source: BackupSource, file: string): Promise<BackupResult> {
  const run = running.then(() => backupNow(source, file));
  running = run.catch(() => {});
  return run;
}

async function backupNow({ database, dataDir }: BackupSource, file: string): Promise<BackupResult> {
  const createdAt = new Date().toISOString();
  let heldMs = 0;
  const written = await writeArchive(file, async (sink) => {
    await addSecrets(dataDir, sink);
    if (database.kind === 'pglite') {
      const holdStarted = performance.now();
      const staged = await database.db.transaction(async (tx) => {
        const migrations = await appliedMigrations(tx);
        const tables = await addTables(tx, sink);
        return { migrations, tables, ...(await stageDiskFiles(dataDir)) };
      });
      heldMs = Math.round(performance.now() - holdStarted);
      try {
        const files = await addFiles(staged.files, sink);
        return {
          format: archiveFormat,
          createdAt,
          source: 'pglite',
          migrations: staged.migrations,
          tables: staged.tables,
          files,
        };
      } finally {
        await staged.remove();
      }
    }
    return database.db.transaction(
      async (tx) => {
        const migrations = await appliedMigrations(tx);
        const tables = await addTables(tx, sink);
        const files = await addFiles(await databaseFileList(tx), sink);
        return { format: archiveFormat, createdAt, source: 'postgres' as const, migrations, tables, files };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  });
  return { ...written, file: path.resolve(written.file), heldMs };
}
