import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';
import { dataDirOwner } from '../lib/data-dir-lock';
import { secretsFileName } from '../lib/site-secrets';

// Where a restore writes: an empty data folder (PGlite), or an empty PostgreSQL database. What is "empty"
// and how a restore told to replace clears it (docs/backups.md).

export type RestoreTarget = { dataDir: string; databaseUrl?: string };

/** What a restore writes into a data folder under PGlite; anything else there is left alone. */
const dataFolderParts = ['db', 'media', 'uploads', secretsFileName];

async function folderParts(dataDir: string): Promise<string[]> {
  const names = await readdir(dataDir).catch(() => [] as string[]);
  return names.filter((name) => dataFolderParts.includes(name));
}

async function withPostgres<T>(url: string, work: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    return await work(client);
  } finally {
    await client.end({ timeout: 5 });
  }
}

async function postgresTables(url: string): Promise<number> {
  return withPostgres(url, async (sql) => {
    const [row] = await sql<{ count: string }[]>`
      select count(*)::text as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p')`;
    return Number(row?.count ?? 0);
  });
}

/** Sessions on the same database other than this one: backends a replacing restore would pull it from under. */
async function otherSessions(url: string): Promise<number> {
  return withPostgres(url, async (sql) => {
    const [row] = await sql<{ count: string }[]>`
      select count(*)::text as count from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`;
    return Number(row?.count ?? 0);
  });
}

/** Why the target cannot take a restore now, or null; `replace` accepts a target that has data. */
export async function refusedTarget(target: RestoreTarget, replace: boolean): Promise<string | null> {
  if (!target.databaseUrl) {
    const owner = await dataDirOwner(target.dataDir);
    if (owner !== null) return `a backend (process ${owner}) is running on ${target.dataDir}: stop it first`;
    const parts = await folderParts(target.dataDir);
    if (parts.length > 0 && !replace)
      return `${target.dataDir} already holds data (${parts.join(', ')}): give an empty DATA_DIR, or add --replace to erase it`;
    return null;
  }
  const tables = await postgresTables(target.databaseUrl);
  if (tables > 0 && !replace)
    return `the database at DATABASE_URL already has ${tables} tables: give an empty database, or add --replace to erase it`;
  const others = tables > 0 ? await otherSessions(target.databaseUrl) : 0;
  if (others > 0)
    return `${others} other connections use the database at DATABASE_URL (a running backend?): stop them first`;
  return null;
}

/** Empties the target: what a restore writes in the data folder, or the database's schemas. */
export async function clearTarget(target: RestoreTarget): Promise<void> {
  if (target.databaseUrl) {
    await withPostgres(target.databaseUrl, async (sql) => {
      await sql`drop schema if exists drizzle cascade`;
      await sql`drop schema if exists public cascade`;
      await sql`create schema public`;
    });
    return;
  }
  for (const part of dataFolderParts) {
    await rm(path.join(target.dataDir, part), { recursive: true, force: true });
  }
}
