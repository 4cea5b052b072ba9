import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { FileStore } from '../files/file-store';
import type { InboxKind, InboxStatus } from '../../lib/contract/inbox';
import { inboxTable } from '../inbox/page-rows';
import { erase, inboxWhere, type InboxFilter } from './inbox';

// Triage: what staff do to many submissions at once, where one stands in the list, and how many are new.

/** Sets the status of the submissions named; answers the ids that existed. */
export async function setStatusMany(db: Db, kind: InboxKind, ids: number[], status: InboxStatus) {
  const t = inboxTable[kind];
  const rows = await db.update(t).set({ status }).where(inArray(t.id, ids)).returning({ id: t.id });
  return rows.map((row) => row.id);
}

/** Erases the submissions named with their files; answers the ids that existed. */
export function eraseMany(db: Db, uploads: FileStore, kind: InboxKind, ids: number[]) {
  return erase(db, uploads, kind, inArray(inboxTable[kind].id, ids));
}

/**
 * The submissions just above (newer) and below (older) one in the list the filter makes, newest first: the
 * item page's previous and next. Compared in the database, whose timestamps are finer than JavaScript's.
 */
export async function neighbours(db: Db, kind: InboxKind, id: number, filter: InboxFilter) {
  const t = inboxTable[kind];
  const where = inboxWhere(kind, filter);
  const self = sql`(select ${t.createdAt}, ${t.id} from ${t} where ${t.id} = ${id})`;
  const nearest = (newer: boolean) => {
    const [than, by] = newer ? [sql.raw('>'), asc] : [sql.raw('<'), desc];
    return db
      .select({ id: t.id })
      .from(t)
      .where(and(where, sql`(${t.createdAt}, ${t.id}) ${than} ${self}`))
      .orderBy(by(t.createdAt), by(t.id))
      .limit(1);
  };
  const [[newer], [older]] = await Promise.all([nearest(true), nearest(false)]);
  return { previous: newer?.id ?? null, next: older?.id ?? null };
}

/** The navigation's count stops here ("999+"): a bounded count stays cheap (docs/performance.md). */
const NEW_COUNT_CAP = 1000;

/** How many of each kind nobody has opened yet, up to NEW_COUNT_CAP each: read from the (status, …) index. */
export async function newCounts(db: Db): Promise<Record<InboxKind, number>> {
  const countOf = async (kind: InboxKind) => {
    const t = inboxTable[kind];
    const fresh = db.select({ id: t.id }).from(t).where(eq(t.status, 'new')).limit(NEW_COUNT_CAP).as('fresh');
    const [row] = await db.select({ total: count() }).from(fresh);
    return row?.total ?? 0;
  };
  const [application, contact] = await Promise.all([countOf('application'), countOf('contact')]);
  return { application, contact };
}
