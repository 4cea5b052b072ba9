import { readdir } from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';
import type { RunningBackend } from './backend';

// Where a backend keeps applicants' photos, seen from outside: files under `${DATA_DIR}/uploads` on PGlite,
// rows of stored_files under `uploads/` on PostgreSQL. Counting them proves "stored once" and "stored nothing".

async function countFilesIn(dir: string): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  let n = 0;
  for (const e of entries) n += e.isDirectory() ? await countFilesIn(path.join(dir, e.name)) : 1;
  return n;
}

/** How many uploaded files the backend holds. */
export async function countStoredUploads(backend: RunningBackend): Promise<number> {
  if (!backend.databaseUrl) return countFilesIn(path.join(backend.dataDir, 'uploads'));
  const sql = postgres(backend.databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<
      { n: number }[]
    >`select count(*)::int as n from stored_files where path like 'uploads/%'`;
    return row?.n ?? 0;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** The prefix of the `path` the inbox gives for an uploaded file, as a regular expression source. */
export function uploadsLocation(backend: RunningBackend): string {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return backend.databaseUrl
    ? escape('database:stored_files/uploads')
    : escape(path.join(backend.dataDir, 'uploads'));
}
