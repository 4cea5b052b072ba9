import { and, asc, count, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notifyOutbox } from '../db/schema';

// The notification outbox's rows (backend/db/notify-schema.ts). Every time is the database's own `now()`,
// so backends on several machines agree on what is due whatever their clocks say.

export type NotifyKind = 'application' | 'contact';

/** A database handle or a transaction: a row is queued in the submission's own transaction. */
type Tx = Pick<Db, 'insert' | 'delete'>;

export type ClaimedRow = { id: number; kind: NotifyKind; itemId: number; attempts: number };

const inMs = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/** Queues the notification of a stored submission; part of the transaction that stores it. */
export async function queueNotification(tx: Tx, kind: NotifyKind, itemId: number): Promise<void> {
  await tx.insert(notifyOutbox).values({ kind, itemId }).onConflictDoNothing();
}

/** Drops the notifications of erased submissions: an erasure leaves nothing of them behind. */
export async function forgetNotifications(tx: Tx, kind: NotifyKind, itemIds: number[]): Promise<void> {
  if (itemIds.length === 0) return;
  await tx
    .delete(notifyOutbox)
    .where(and(eq(notifyOutbox.kind, kind), inArray(notifyOutbox.itemId, itemIds)));
}

/**
 * Takes up to `limit` due rows for `leaseMs`, in one statement: the rows are locked as they are picked and
 * others' locked rows skipped (`FOR UPDATE SKIP LOCKED`), so two backends on one PostgreSQL never take the
 * same row, and a backend that dies holding one leaves it to the others when the lease ends.
 */
export async function claimDue(db: Db, leaseMs: number, limit: number): Promise<ClaimedRow[]> {
  const due = db
    .select({ id: notifyOutbox.id })
    .from(notifyOutbox)
    .where(
      and(
        isNull(notifyOutbox.sentAt),
        lte(notifyOutbox.nextAttemptAt, sql`now()`),
        or(isNull(notifyOutbox.claimedUntil), lt(notifyOutbox.claimedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(notifyOutbox.nextAttemptAt), asc(notifyOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(notifyOutbox)
    .set({ claimedUntil: inMs(leaseMs) })
    .where(inArray(notifyOutbox.id, due))
    .returning({
      id: notifyOutbox.id,
      kind: notifyOutbox.kind,
      itemId: notifyOutbox.itemId,
      attempts: notifyOutbox.attempts,
    });
  return rows.map((row) => ({ ...row, kind: row.kind as NotifyKind }));
}

export async function markSent(db: Db, id: number): Promise<void> {
  await db
    .update(notifyOutbox)
    .set({ sentAt: sql`now()`, claimedUntil: null, lastError: null })
    .where(eq(notifyOutbox.id, id));
}

/** Records a failed try and when to try again. */
export async function markFailed(db: Db, id: number, error: string, retryInMs: number): Promise<void> {
  await db
    .update(notifyOutbox)
    .set({
      attempts: sql`${notifyOutbox.attempts} + 1`,
      nextAttemptAt: inMs(retryInMs),
      claimedUntil: null,
      lastError: error.slice(0, 500),
    })
    .where(eq(notifyOutbox.id, id));
}

/** Drops one row: its submission is gone. */
export async function dropRow(db: Db, id: number): Promise<void> {
  await db.delete(notifyOutbox).where(eq(notifyOutbox.id, id));
}

/** Deletes the rows sent more than `olderThanMs` ago: what was sent needs no record. */
export async function pruneSent(db: Db, olderThanMs: number): Promise<void> {
  await db
    .delete(notifyOutbox)
    .where(and(isNotNull(notifyOutbox.sentAt), lt(notifyOutbox.sentAt, inMs(-olderThanMs))));
}

/** How many notifications wait to be sent, and how many of them have failed at least once. */
export async function outboxCounts(db: Db): Promise<{ pending: number; failing: number }> {
  const [row] = await db
    .select({
      pending: count(),
      failing: sql<number>`count(*) filter (where ${notifyOutbox.attempts} > 0)`.mapWith(Number),
    })
    .from(notifyOutbox)
    .where(isNull(notifyOutbox.sentAt));
  return { pending: row?.pending ?? 0, failing: row?.failing ?? 0 };
}
