import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig } from '@/backend/config';
import { openDatabase, type Database } from '@/backend/db/client';
import { makeDeps, type Deps } from '@/backend/http/deps';
import { contractPostgresUrl } from '../backend';
import { createDatabase, dropDatabase } from '../postgres';

export type OwnDatabase = {
  dataDir: string;
  /** Its PostgreSQL database, in that run; undefined on PGlite. */
  databaseUrl: string | undefined;
  database: Database;
  /** The backend's services on it, configured as a start with no variables would be. */
  deps: Deps;
  /** Closes it and removes its folder (and its PostgreSQL database). */
  remove(): Promise<void>;
};

/**
 * A database of a test file's own, opened in this process for tests of the backend's modules over time
 * (a clock given to them) which a running backend cannot wait for: PGlite in a new folder, or a new
 * database in the PostgreSQL run.
 */
export async function ownDatabase(name: string): Promise<OwnDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `${name}-`));
  const server = contractPostgresUrl();
  const databaseUrl = server ? await createDatabase(server) : undefined;
  const database = await openDatabase({ dataDir, databaseUrl });
  const deps = makeDeps(database, loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
  const remove = async () => {
    await database.close();
    if (databaseUrl) await dropDatabase(databaseUrl);
    await rm(dataDir, { recursive: true, force: true });
  };
  return { dataDir, databaseUrl, database, deps, remove };
}

/**
 * A database of the tests' own around a file or a describe block: opened before its first test, removed after
 * its last. Its fields are there once it is open: read them inside the tests and their hooks.
 */
export function ownDatabaseAround(name: string): OwnDatabase {
  const own = {} as OwnDatabase;
  let opened: OwnDatabase | undefined;
  beforeAll(async () => {
    opened = await ownDatabase(name);
    Object.assign(own, opened);
  }, 60_000);
  afterAll(() => opened?.remove());
  return own;
}
