// The first start on an empty data folder (PGlite) creates the database and seeds the demo agency in a
// child process, which exits before this backend opens the database to serve. PGlite's memory is WebAssembly
// memory, which never shrinks, and the seed draws its photos with sharp (libvips): done in the serving
// process, the creation and the seed left it about 110 MB larger for as long as it ran, against a restart
// over the same data (docs/performance.md, "Memory of the embedded backend").
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import { makeDeps } from '../http/deps';
import { log, logMigration } from '../lib/log';
import { ensureSeeded } from './seed';

/** The argument that makes the backend's program create and seed the database, then exit. */
export const seedFirstStartArgument = '--seed-first-start';

/** True when the data folder holds no database yet (PGlite writes PG_VERSION when it creates one). */
export function isFreshDataDir(dataDir: string): boolean {
  return !existsSync(path.join(dataDir, 'db', 'PG_VERSION'));
}

/**
 * Runs this program again with `seedFirstStartArgument` (the same Node options: tsx's loader under
 * `npm run dev`) and waits for it; the data folder's lock stays with this process.
 */
export function seedInChildProcess(): Promise<void> {
  const program = process.argv[1];
  if (!program) return Promise.reject(new Error('the backend cannot find its own program to seed with'));
  const child = spawn(process.execPath, [...process.execArgv, program, seedFirstStartArgument], {
    env: process.env,
    stdio: 'inherit',
  });
  log().info({ seedPid: child.pid }, 'first start: creating and seeding the database in a child process');
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`the first start's seed failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

/** The child's work: create the database, apply the migrations, seed it, close it. */
export async function seedFirstStart(config: Config): Promise<void> {
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    onMigration: logMigration,
  });
  try {
    await ensureSeeded(makeDeps(database, config));
  } finally {
    await database.close();
  }
}
