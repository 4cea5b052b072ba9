import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

// PGlite allows one process per database folder. The running backend records its pid here, so the seed and
// inbox commands can tell whether they may open the folder themselves.
const pidFile = (dataDir: string) => path.join(dataDir, 'backend.pid');

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The pid of a live backend that holds this data folder, if any. */
export async function dataDirOwner(dataDir: string): Promise<number | null> {
  const text = await readFile(pidFile(dataDir), 'utf8').catch(() => '');
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null;
}

/** Marks the folder as ours; fails when another live process holds it. */
export async function claimDataDir(dataDir: string): Promise<void> {
  const owner = await dataDirOwner(dataDir);
  if (owner !== null) {
    throw new Error(`The data folder ${dataDir} is in use by process ${owner}; stop it or choose another DATA_DIR.`);
  }
  await writeFile(pidFile(dataDir), String(process.pid));
}

export async function releaseDataDir(dataDir: string): Promise<void> {
  const text = await readFile(pidFile(dataDir), 'utf8').catch(() => '');
  if (Number.parseInt(text, 10) === process.pid) await rm(pidFile(dataDir), { force: true });
}
