import { randomUUID } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';

async function syncPath(target: string): Promise<void> {
  const handle = await open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * A folder for one submission's files under `${uploadsRoot}/<kind>/<yyyy-mm>/<uuid>`. Files are written and
 * fsynced (the folder too) before the database row is committed; `discard()` removes everything when the
 * submission is not stored, so nothing partial stays behind.
 */
export async function createUploadFolder(uploadsRoot: string, kind: string) {
  const month = new Date().toISOString().slice(0, 7);
  const relative = path.join(kind, month, randomUUID());
  const dir = path.join(uploadsRoot, relative);
  await mkdir(dir, { recursive: true });
  return {
    /** Writes one file durably; returns its path relative to the uploads root. */
    async write(fileName: string, bytes: Uint8Array): Promise<string> {
      const handle = await open(path.join(dir, fileName), 'wx');
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      return path.join(relative, fileName);
    },
    /** Makes the new directory entries durable too. */
    async commit(): Promise<void> {
      await syncPath(dir);
      await syncPath(path.dirname(dir));
    },
    discard: () => rm(dir, { recursive: true, force: true }),
  };
}
