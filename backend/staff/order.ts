import { and, eq, isNull, max, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { mediaItems, postSlides, slides } from '../db/schema';
import type { HttpError } from '../http/errors';

/** Whether a new order names each of a list's rows once and nothing else, as the staff's lists send it. */
export function namesEachOnce(order: readonly number[], ids: Iterable<number>): boolean {
  const known = new Set(ids);
  return (
    order.length === known.size && new Set(order).size === order.length && order.every((id) => known.has(id))
  );
}

/**
 * Numbers the rows of a list (`scope` of `table`, those in the trash left out) 1, 2, … in the `order` given,
 * which must name each of them once; else throws `refusal()`. A row in the trash keeps its number, so a
 * restored one comes back near where it was.
 */
export async function putInOrder(
  db: Db,
  table: typeof slides | typeof postSlides | typeof mediaItems,
  scope: SQL,
  order: number[],
  refusal: () => HttpError,
): Promise<void> {
  const live = and(scope, isNull(table.deletedAt));
  await db.transaction(async (tx) => {
    const rows = await tx.select({ id: table.id }).from(table).where(live);
    const ids = rows.map((row) => row.id);
    if (!namesEachOnce(order, ids)) throw refusal();
    for (const [index, id] of order.entries()) {
      await tx
        .update(table)
        .set({ position: index + 1 })
        .where(and(eq(table.id, id), live));
    }
  });
}

/** The position after the last of `scope` in `table` (those in the trash too), for what is added to it. */
export async function nextPosition(
  db: Db,
  table: typeof slides | typeof postSlides | typeof mediaItems,
  scope: SQL,
): Promise<number> {
  const [last] = await db
    .select({ position: max(table.position) })
    .from(table)
    .where(scope);
  return (last?.position ?? 0) + 1;
}
