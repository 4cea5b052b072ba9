import type { SQL } from 'drizzle-orm';
import type { mediaItems, postSlides } from '../db/schema';
import type { Deps } from '../http/deps';

/**
 * Whether a media key names a file the staff area wrote (under `staff/`), which goes when what it belongs to
 * goes; the demo seed's files are shared (several posts, slides and talents name the same ones) and stay.
 */
export const ownFile = (key: string | null): key is string => key !== null && key.startsWith('staff/');

/** Deletes the rows `where` picks with the files the staff area wrote for them; answers whether any were. */
export async function deleteWithOwnFiles(
  deps: Deps,
  table: typeof postSlides | typeof mediaItems,
  where: SQL | undefined,
): Promise<boolean> {
  let finish = async () => {};
  let existed = false;
  await deps.db.transaction(async (tx) => {
    const rows = await tx.delete(table).where(where).returning({ path: table.path });
    existed = rows.length > 0;
    finish = await deps.media.remove(tx, rows.map((row) => row.path).filter(ownFile));
  });
  await finish();
  return existed;
}
