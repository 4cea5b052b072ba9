import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/backend/db/client';
import { rowsOf } from '@/backend/backup/table-rows';

// What a backend's data are, read straight from its database and file stores (not through the backup's
// code), so a source and the targets a backup was restored into can be compared: every table's rows, and
// every stored file's checksum. Read with no backend running on a PGlite folder (one process opens it).

export type DataTarget = { dataDir: string; databaseUrl?: string | undefined };

export type DataSnapshot = {
  /** Each table's rows as PostgreSQL's JSON of them (times in UTC), sorted. */
  tables: Record<string, string[]>;
  /** `media/<key>` and `uploads/<key>` → SHA-256 of the bytes. */
  files: Record<string, string>;
};

const areas = ['media', 'uploads'];
/** PostgreSQL's store of the files: compared as files, not as rows. */
const filesTable = 'stored_files';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The files under the data folder's stores, leaving out staging folders (names starting with a dot). */
async function diskFiles(dataDir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const area of areas) {
    const root = path.join(dataDir, area);
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const key = path.relative(root, path.join(entry.parentPath, entry.name));
      if (!entry.isFile() || key.split(path.sep).some((part) => part.startsWith('.'))) continue;
      files[`${area}/${key}`] = sha256(await readFile(path.join(root, key)));
    }
  }
  return files;
}

/** Reads every table and every file of the target's database and stores. */
export async function readSnapshot(target: DataTarget): Promise<DataSnapshot> {
  const database = await openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  try {
    return await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local time zone 'UTC'`);
      const names = await rowsOf<{ name: string }>(
        tx,
        sql`select table_name as name from information_schema.tables
            where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> ${filesTable}`,
      );
      const tables: DataSnapshot['tables'] = {};
      for (const { name } of names) {
        const rows = await rowsOf<{ line: string }>(
          tx,
          sql`select row_to_json(t)::text as line from public.${sql.identifier(name)} t`,
        );
        tables[name] = rows.map(({ line }) => line).sort();
      }
      if (!target.databaseUrl) return { tables, files: await diskFiles(target.dataDir) };
      const stored = await rowsOf<{ path: string; sha256: string }>(
        tx,
        sql`select path, encode(sha256(content), 'hex') as sha256 from ${sql.identifier(filesTable)}`,
      );
      return { tables, files: Object.fromEntries(stored.map((row) => [row.path, row.sha256])) };
    });
  } finally {
    await database.close();
  }
}
