import { createReadStream } from 'node:fs';
import { link, copyFile, mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { ReadableStream as WebStream } from 'node:stream/web';
import type { Db } from '../db/client';
import { databaseFiles } from '../files/database-files';
import { fileAreas, type FileArea } from './manifest';
import { rowsOf } from './table-rows';

// The stored files as of the backup's snapshot: under PostgreSQL rows read in the snapshot's own
// transaction; under PGlite files linked into a staging folder while the snapshot holds the database, so one
// deleted a moment later is still backed up whole (docs/backups.md, "Consistent while the site runs").

export type SnapshotFile = { area: FileArea; key: string; bytes: number; open: () => Promise<Readable> };

const stagingRoot = (dataDir: string) => path.join(dataDir, '.backup-staging');

/** Relative paths of the files under `root`, leaving out the uploads' own staging folders. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((key) => !key.split('/').some((part) => part.startsWith('.')))
    .sort();
}

/** Links every file of the data folder's stores into a fresh staging folder; call inside the snapshot. */
export async function stageDiskFiles(
  dataDir: string,
): Promise<{ files: SnapshotFile[]; remove: () => Promise<void> }> {
  const staging = stagingRoot(dataDir);
  await rm(staging, { recursive: true, force: true });
  const files: SnapshotFile[] = [];
  for (const area of fileAreas) {
    for (const key of await filesUnder(path.join(dataDir, area))) {
      const from = path.join(dataDir, area, key);
      const to = path.join(staging, area, key);
      await mkdir(path.dirname(to), { recursive: true });
      try {
        await link(from, to);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT') continue;
        // A file system without hard links: a copy, still taken while the database is held.
        await copyFile(from, to);
      }
      const { size } = await stat(to);
      files.push({ area, key, bytes: size, open: () => Promise.resolve(createReadStream(to)) });
    }
  }
  return { files, remove: () => rm(staging, { recursive: true, force: true }) };
}

/** The files PostgreSQL keeps, read through `tx`, the snapshot's transaction. */
export async function databaseFileList(tx: Db): Promise<SnapshotFile[]> {
  const rows = await rowsOf<{ path: string; bytes: number }>(
    tx,
    sql`select path, bytes from stored_files order by path`,
  );
  return rows.flatMap(({ path: stored, bytes }) => {
    const [area, ...rest] = stored.split('/');
    if (!fileAreas.includes(area as FileArea) || rest.length === 0) return [];
    // The store's own reader, through the snapshot's transaction: slices, never the whole file at once.
    const open = () =>
      Promise.resolve(
        Readable.fromWeb(databaseFiles(tx, area as FileArea).stream(rest.join('/')) as WebStream),
      );
    return [{ area: area as FileArea, key: rest.join('/'), bytes: Number(bytes), open }];
  });
}
