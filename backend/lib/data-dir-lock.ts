import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';

// PGlite allows one process per database folder. The running backend holds an atomic lock on the folder
// (proper-lockfile: a lock directory made with one mkdir, kept fresh while the process lives, taken over
// only once stale), so two backends can never both open it; the pid beside it names the holder in messages
// and lets the seed and inbox commands tell whether they may open the folder themselves.
const lockPath = (dataDir: string) => path.join(dataDir, 'backend.lock');
const pidFile = (dataDir: string) => path.join(dataDir, 'backend.pid');
const options = (dataDir: string) => ({
  lockfilePath: lockPath(dataDir),
  stale: 15_000,
  update: 5_000,
  realpath: false,
});

let release: (() => Promise<void>) | null = null;

/** The pid of another live backend that holds this data folder, if any. */
export async function dataDirOwner(dataDir: string): Promise<number | null> {
  if (release) return null;
  const locked = await lockfile.check(dataDir, options(dataDir)).catch(() => false);
  if (!locked) return null;
  const pid = Number.parseInt(await readFile(pidFile(dataDir), 'utf8').catch(() => ''), 10);
  return Number.isInteger(pid) && pid > 0 ? pid : -1;
}

/** Takes the folder's lock; fails with a clear message when another backend holds it. */
export async function claimDataDir(dataDir: string): Promise<void> {
  try {
    release = await lockfile.lock(dataDir, {
      ...options(dataDir),
      retries: 0,
      onCompromised: (error) => console.error(`[backend] lost the lock on ${dataDir}:`, error.message),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    const pid = Number.parseInt(await readFile(pidFile(dataDir), 'utf8').catch(() => ''), 10);
    const who = Number.isInteger(pid) && pid > 0 ? `process ${pid}` : 'another backend';
    throw new Error(`The data folder ${dataDir} is in use by ${who}; stop it or choose another DATA_DIR.`);
  }
  await writeFile(pidFile(dataDir), String(process.pid));
}

export async function releaseDataDir(dataDir: string): Promise<void> {
  if (!release) return;
  await rm(pidFile(dataDir), { force: true });
  await release().catch(() => {});
  release = null;
}
