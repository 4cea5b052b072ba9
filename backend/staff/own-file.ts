import type { Db } from '../db/client';
import type { Deps } from '../http/deps';

/**
 * Whether a media key names a file the staff area wrote (under `staff/`), which goes when what it belongs to
 * goes; the demo seed's files are shared (several posts, slides and talents name the same ones) and stay.
 */
export const ownFile = (key: string | null): key is string => key !== null && key.startsWith('staff/');

/** A checked file to write, by the stem of its name (its type gives the extension). */
export type NewFile = readonly [stem: string, file: { bytes: Uint8Array; type: { ext: string } }];

/**
 * Writes `files` in the media store under `staff/${folder}`, then runs `store` with their keys in the
 * transaction that makes them durable: the files exist exactly when the rows naming them are committed.
 */
export async function storeFiles<T>(
  deps: Deps,
  folder: string,
  files: readonly NewFile[],
  store: (tx: Db, keys: string[]) => Promise<T>,
): Promise<T> {
  const batch = await deps.media.uploadBatch(`staff/${folder}`);
  try {
    const keys: string[] = [];
    for (const [stem, file] of files) keys.push(await batch.write(`${stem}.${file.type.ext}`, file.bytes));
    return await deps.db.transaction(async (tx) => {
      await batch.commit(tx);
      return store(tx, keys);
    });
  } catch (error) {
    await batch.discard();
    throw error;
  }
}
