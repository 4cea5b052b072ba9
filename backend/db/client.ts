import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { sql } from 'drizzle-orm';
import { migrationNames, migrationsFolder } from './migration-journal';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `work` while no other backend on the same database runs its own: the migrations and the first
   * seed, which backends started together on one PostgreSQL would otherwise both apply.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** Applies the pending migrations of `folder` (all of this version's by default); answers their names. */
  migrate(folder?: string): Promise<string[]>;
  close(): Promise<void>;
};

export { migrationsFolder };

/** When each migration recorded in `db` was made (drizzle's record); none before the first migration. */
async function recordedTimes(db: Db): Promise<number[]> {
  try {
    const result = await db.execute(sql`select created_at::text as "when" from drizzle.__drizzle_migrations`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      when: string;
    }[];
    return rows.map((row) => Number(row.when));
  } catch {
    return [];
  }
}

/** Runs drizzle's `migrate` and answers the names of the migrations it applied. */
async function migrateNamed(db: Db, folder: string, migrate: () => Promise<void>): Promise<string[]> {
  const before = new Set(await recordedTimes(db));
  await migrate();
  const nameOf = await migrationNames(folder);
  const applied = (await recordedTimes(db)).filter((when) => !before.has(when)).sort((a, b) => a - b);
  return applied.map(nameOf);
}

/**
 * 16 MB of shared buffers rather than Postgres's 128 MB, which PGlite writes at start-up into a WebAssembly
 * memory that never shrinks (docs/performance.md, "Memory of the embedded backend"). `startParams` replaces
 * PGlite's own, so they are kept first.
 */
const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

// The key of the session-level advisory lock the backends take around their start-up work.
const STARTUP_LOCK = 'agency-backend:startup';

/**
 * Opens the database (PostgreSQL when a URL is given, else PGlite under `${dataDir}/db`) and applies the
 * pending migrations (of `migrations`, when a restore stops at a backup's own version), telling
 * `onMigration` the name of each one applied (a start logs them).
 */
export async function openDatabase(options: {
  dataDir: string;
  databaseUrl?: string;
  migrations?: string;
  onMigration?: (name: string) => void;
}): Promise<Database> {
  const migrateAndTell = async (database: Database) => {
    for (const name of await database.migrate(options.migrations)) options.onMigration?.(name);
  };
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres({ client, schema });
    // The lock belongs to one session, so it is taken and released on one reserved connection while the
    // work runs on the others; a backend that dies holding it loses its session and with it the lock.
    const exclusively = async <T>(work: () => Promise<T>): Promise<T> => {
      const session = await client.reserve();
      try {
        await session`select pg_advisory_lock(hashtext(${STARTUP_LOCK}))`;
        try {
          return await work();
        } finally {
          await session`select pg_advisory_unlock(hashtext(${STARTUP_LOCK}))`;
        }
      } finally {
        session.release();
      }
    };
    const database: Database = {
      db,
      kind: 'postgres',
      exclusively,
      migrate: (folder = migrationsFolder) =>
        exclusively(() => migrateNamed(db, folder, () => migratePostgres(db, { migrationsFolder: folder }))),
      close: () => client.end({ timeout: 5 }),
    };
    await migrateAndTell(database);
    return database;
  }
  const dir = path.join(options.dataDir, 'db');
  await mkdir(dir, { recursive: true });
  // pg_trgm: the staff's searches by a fragment use trigram indexes (migration 0009).
  const client = await PGlite.create(dir, { startParams: pgliteStartParams, extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema });
  // One process owns a PGlite folder (lib/data-dir-lock.ts), so there is nobody to exclude.
  const database: Database = {
    db,
    kind: 'pglite',
    exclusively: (work) => work(),
    migrate: (folder = migrationsFolder) =>
      migrateNamed(db, folder, () => migratePglite(db, { migrationsFolder: folder })),
    close: () => client.close(),
  };
  await migrateAndTell(database);
  return database;
}
