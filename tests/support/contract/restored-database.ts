import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import type { Manifest } from '@/backend/backup/manifest';
import { appliedMigrations } from '@/backend/backup/migrations';
import { quoted, rowsOf } from '@/backend/backup/table-rows';
import type { Db } from '@/backend/db/client';

// A restored database read as the restore left it: opened without the backend's own `openDatabase`, which
// would apply the pending migrations itself and hide a restore that stopped short of them. No backend may
// run on a PGlite folder meanwhile (one process opens it).

export type RestoredTarget = { dataDir: string; databaseUrl?: string | undefined };

export type RestoredDatabase = {
  /** The migrations applied, by tag. */
  migrations: string[];
  /** Rows of each table the manifest lists. */
  rows: Record<string, number>;
  /** The applications' photos: their rows' ids and the keys of their files. */
  uploads: { id: number; path: string }[];
};

async function read(db: Db, manifest: Manifest): Promise<RestoredDatabase> {
  const rows: Record<string, number> = {};
  for (const { name } of manifest.tables) {
    const [counted] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${quoted(name)}`);
    rows[name] = counted?.n ?? -1;
  }
  const uploads = await rowsOf<{ id: number; path: string }>(
    db,
    sql`select id, path from application_files order by id`,
  );
  return { migrations: await appliedMigrations(db), rows, uploads };
}

/** The restored target's migrations, row counts and uploads' rows. */
export async function readRestored(target: RestoredTarget, manifest: Manifest): Promise<RestoredDatabase> {
  if (target.databaseUrl) {
    const client = postgres(target.databaseUrl, { max: 1, onnotice: () => {} });
    try {
      return await read(drizzlePostgres({ client }) as unknown as Db, manifest);
    } finally {
      await client.end({ timeout: 5 });
    }
  }
  // pg_trgm: the database's search indexes use it (migration 0009).
  const client = await PGlite.create(path.join(target.dataDir, 'db'), { extensions: { pg_trgm } });
  try {
    return await read(drizzlePglite({ client }) as unknown as Db, manifest);
  } finally {
    await client.close();
  }
}
