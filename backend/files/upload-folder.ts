import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** Makes a file, or a folder's entries, durable on disk. */
export async function syncPath(target: string): Promise<void> {
  const handle = await open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

const stagingFolder = (uploadsRoot: string) => path.join(uploadsRoot, '.staging');

/** Removes what a backend that stopped in the middle of an upload left in the staging folder. */
export async function clearStaging(uploadsRoot: string): Promise<void> {
  await rm(stagingFolder(uploadsRoot), { recursive: true, force: true });
}

/**
 * A folder for one submission's files, `${uploadsRoot}/<kind>/<yyyy-mm>/<uuid>`. Files are written and
 * fsynced in a staging folder first and moved into place in one rename by `commit()`, before the database
 * row is written, so a crash mid-upload leaves nothing but staging (cleared at the next start);
 * `discard()` removes everything when the submission is not stored.
 */
export async function createUploadFolder(uploadsRoot: string, kind: string) {
  const month = new Date().toISOString().slice(0, 7);
  const id = randomUUID();
  const relative = path.join(kind, month, id);
  const final = path.join(uploadsRoot, relative);
  const staged = path.join(stagingFolder(uploadsRoot), id);
  await mkdir(staged, { recursive: true });
  return {
    /** Writes one file durably; returns the path it will have, relative to the uploads root. */
    async write(fileName: string, bytes: Uint8Array): Promise<string> {
      const handle = await open(path.join(staged, fileName), 'wx');
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      return path.join(relative, fileName);
    },
    /** Moves the files into place and makes the new directory entries durable too. */
    async commit(): Promise<void> {
      await syncPath(staged);
      await mkdir(path.dirname(final), { recursive: true });
      await rename(staged, final);
      await syncPath(path.dirname(final));
    },
    discard: async () => {
      await rm(staged, { recursive: true, force: true });
      await rm(final, { recursive: true, force: true });
    },
  };
}
