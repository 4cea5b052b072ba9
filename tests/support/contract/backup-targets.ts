import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { contractPostgresUrl, seededTemplate, startBackend, type RunningBackend } from '../backend';
import { createDatabase, dropDatabase, startPostgres, type RunningPostgres } from '../postgres';
import type { DataTarget } from './backup-snapshot';

// Where the backup tests restore to: fresh data folders and fresh PostgreSQL databases, on the contract
// run's server when it has one (CONTRACT_DB=postgres), else on a server of the file's own. `cleanUp` removes
// them all (and stops that server).

export type Targets = {
  /** An empty data folder (PGlite). */
  folder(): Promise<DataTarget>;
  /** An empty PostgreSQL database, with an empty data folder beside it for its secrets. */
  database(): Promise<Required<DataTarget>>;
  /**
   * The demo agency of `seedTalents` talents, copied from the run's seeded template: a database in a
   * PostgreSQL contract run, else a data folder. A backend started on it serves at once, without seeding.
   */
  seeded(seedTalents: string): Promise<DataTarget>;
  cleanUp(): Promise<void>;
};

export function restoreTargets(): Targets {
  const folders: string[] = [];
  const databases: string[] = [];
  let own: Promise<RunningPostgres> | undefined;
  const server = async () => contractPostgresUrl() ?? (await (own ??= startPostgres())).url;
  const folder = async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'agency-restore-'));
    folders.push(dataDir);
    return { dataDir };
  };
  return {
    folder,
    async database() {
      const databaseUrl = await createDatabase(await server());
      databases.push(databaseUrl);
      return { ...(await folder()), databaseUrl };
    },
    async seeded(seedTalents) {
      const template = seededTemplate(seedTalents);
      if (!template) throw new Error(`the run seeded no template of ${seedTalents} talents`);
      const target: DataTarget = await folder();
      await cp(template.dataDir, target.dataDir, { recursive: true });
      if (!template.database) return target;
      target.databaseUrl = await createDatabase(await server(), undefined, template.database);
      databases.push(target.databaseUrl);
      return target;
    },
    async cleanUp() {
      for (const url of databases) await dropDatabase(url);
      for (const dir of folders) await rm(dir, { recursive: true, force: true });
      await (await own)?.stop();
    },
  };
}

/** What the target holds: the data folder's names, or the database's tables (in any schema but the system's). */
export async function targetContents(target: DataTarget): Promise<string[]> {
  if (!target.databaseUrl) return readdir(target.dataDir).catch(() => []);
  const sql = postgres(target.databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql<{ name: string }[]>`
      select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') order by 1`;
    return rows.map((row) => row.name);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * A backend on the target: on its PostgreSQL database, or on PGlite in its data folder even in a
 * PostgreSQL contract run (whose server startBackend would otherwise give it a database of its own).
 */
export async function startBackendOn(
  target: DataTarget,
  env: Record<string, string> = {},
): Promise<RunningBackend> {
  if (target.databaseUrl) return startBackend({ ...(target as Required<DataTarget>), env });
  const server = process.env.CONTRACT_POSTGRES_URL;
  delete process.env.CONTRACT_POSTGRES_URL;
  try {
    return await startBackend({ dataDir: target.dataDir, env });
  } finally {
    if (server !== undefined) process.env.CONTRACT_POSTGRES_URL = server;
  }
}
