import { readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { setTimeout } from 'node:timers/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { log } from './log';

// PGlite allows one process per database folder. The running backend holds an atomic lock on the folder
// (proper-lockfile: a lock directory made with one mkdir, kept fresh while the process lives, taken over
// once stale), so two backends can never both open it; the pid beside it names the holder in messages and
// lets the seed and inbox commands tell whether they may open the folder themselves. A holder that died
// without releasing it (killed, out of memory) leaves a fresh-looking lock: when its pid names no live
// process, the lock is taken over at once, so a service manager can restart the backend right away.
const lockPath = (dataDir: string) => path.join(dataDir, 'backend.lock');
const pidFile = (dataDir: string) => path.join(dataDir, 'backend.pid');
const options = (dataDir: string) => ({
  lockfilePath: lockPath(dataDir),
  stale: 15_000,
  update: 5_000,
  realpath: false,
});

let release: (() => Promise<void>) | null = null;

/** How long a takeover waits for a new holder's pid to appear beside a lock it has just taken. */
const PID_WRITE_GRACE_MS = 200;

/** The refusal a second backend gets, naming the holder when it is known. */
const inUse = (dataDir: string, who = 'another backend') =>
  new Error(`The data folder ${dataDir} is in use by ${who}; stop it or choose another DATA_DIR.`);

/** The pid the holder wrote beside the lock, or null when there is none (yet). */
async function holderPid(dataDir: string): Promise<number | null> {
  const pid = Number.parseInt(await readFile(pidFile(dataDir), 'utf8').catch(() => ''), 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/**
 * True when a process with this pid runs (signal 0 only checks). A zombie, dead but not yet collected by
 * its parent, counts as gone.
 */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    // Linux: the state is the field after the command name, which ends at the line's last parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = /^\s*(\S)/.exec(stat.slice(stat.lastIndexOf(')') + 1))?.[1];
    return state !== 'Z' && state !== 'X';
  } catch {
    return true;
  }
}

/** The pid of another live backend that holds this data folder, if any (-1 when it wrote none yet). */
export async function dataDirOwner(dataDir: string): Promise<number | null> {
  if (release) return null;
  const locked = await lockfile.check(dataDir, options(dataDir)).catch(() => false);
  if (!locked) return null;
  const pid = await holderPid(dataDir);
  if (pid === null) return -1;
  return processAlive(pid) ? pid : null;
}

function lock(dataDir: string) {
  return lockfile.lock(dataDir, {
    ...options(dataDir),
    retries: 0,
    onCompromised: (error) => log().error({ err: error.message }, `lost the lock on ${dataDir}`),
  });
}

/** Takes the folder's lock; fails with a clear message when another backend holds it. */
export async function claimDataDir(dataDir: string): Promise<void> {
  try {
    release = await lock(dataDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    const pid = await holderPid(dataDir);
    if (pid === null) throw inUse(dataDir);
    if (processAlive(pid)) throw inUse(dataDir, `process ${pid}`);
    release = await takeOver(dataDir, pid);
  }
  await writeFile(pidFile(dataDir), String(process.pid));
}

/**
 * Takes over the lock of `deadPid`. Two backends started at once may both find the holder dead: only the
 * one that makes the takeover folder (one mkdir, atomic) removes and takes the lock, after checking the
 * holder again; the other is refused like any second backend.
 */
async function takeOver(dataDir: string, deadPid: number): Promise<() => Promise<void>> {
  const guard = `${lockPath(dataDir)}.takeover`;
  try {
    await mkdir(guard);
  } catch {
    throw inUse(dataDir);
  }
  try {
    // A backend that has just taken a free lock writes its pid a moment later: give it that moment.
    await setTimeout(PID_WRITE_GRACE_MS);
    if ((await holderPid(dataDir)) !== deadPid || processAlive(deadPid)) throw inUse(dataDir);
    log().warn(`process ${deadPid} held ${dataDir} and is gone: taking its lock over`);
    await rm(lockPath(dataDir), { recursive: true, force: true });
    const release = await lock(dataDir).catch(() => {
      throw inUse(dataDir);
    });
    // Before the guard goes, so no other takeover can find the dead holder's pid beside this lock.
    await writeFile(pidFile(dataDir), String(process.pid));
    return release;
  } finally {
    await rm(guard, { recursive: true, force: true });
  }
}

export async function releaseDataDir(dataDir: string): Promise<void> {
  if (!release) return;
  await rm(pidFile(dataDir), { force: true });
  await release().catch(() => {});
  release = null;
}
