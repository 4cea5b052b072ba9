import { ownDatabaseAround } from '../../support/contract/own-database';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { contactMessages, notifyOutbox } from '@/backend/db/schema';
import {
  claimDue,
  markFailed,
  markSent,
  outboxCounts,
  pruneSent,
  queueNotification,
} from '@/backend/notify/outbox';
import { eraseOlderThan } from '@/backend/staff/inbox';

// The outbox's rows over time, which a test with a running backend cannot wait for: claims and their lease,
// the backoff, the clean-up of sent rows, the retention rule taking pending rows with their submissions. On
// the module itself, on a database of this file's own (PGlite, or PostgreSQL in that run).
const own = ownDatabaseAround('notify-outbox');

beforeEach(async () => {
  await own.database.db.delete(notifyOutbox);
});

/** A contact message stored with its notification, as the submission route stores it. */
async function stored(name: string, createdAt = new Date()): Promise<number> {
  return own.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ language: 'es', name, email: 'x@example.com', phone: '1', message: 'Hola', createdAt })
      .returning({ id: contactMessages.id });
    await queueNotification(tx, 'contact', row!.id);
    return row!.id;
  });
}

/** Moves the outbox's times back by `ms`, as if that long had passed. */
const age = (ms: number) =>
  own.database.db.update(notifyOutbox).set({
    nextAttemptAt: sql`${notifyOutbox.nextAttemptAt} - ${ms} * interval '1 millisecond'`,
    claimedUntil: sql`${notifyOutbox.claimedUntil} - ${ms} * interval '1 millisecond'`,
    sentAt: sql`${notifyOutbox.sentAt} - ${ms} * interval '1 millisecond'`,
  });

describe('the notification outbox', () => {
  it('gives a due row to one claim at a time, and again once its lease is over', async () => {
    const id = await stored('Claimed');
    await queueNotification(own.database.db, 'contact', id);
    const [first, second] = await Promise.all([
      claimDue(own.deps.db, 60_000, 5),
      claimDue(own.deps.db, 60_000, 5),
    ]);
    expect([...first, ...second].map((row) => row.itemId)).toEqual([id]);
    expect(await claimDue(own.deps.db, 60_000, 5)).toEqual([]);
    await age(61_000);
    expect((await claimDue(own.deps.db, 60_000, 5)).map((row) => row.itemId)).toEqual([id]);
  });

  it('puts a failed row back for later and counts it, and forgets a sent one after a while', async () => {
    const id = await stored('Failing');
    const [row] = await claimDue(own.deps.db, 60_000, 1);
    await markFailed(own.deps.db, row!.id, 'connect ECONNREFUSED 127.0.0.1:25', 5 * 60_000);
    expect(await outboxCounts(own.deps.db)).toEqual({ pending: 1, failing: 1 });
    expect(await claimDue(own.deps.db, 60_000, 1)).toEqual([]);
    await age(5 * 60_000);
    const [again] = await claimDue(own.deps.db, 60_000, 1);
    expect(again).toMatchObject({ itemId: id, attempts: 1 });
    await markSent(own.deps.db, again!.id);
    expect(await outboxCounts(own.deps.db)).toEqual({ pending: 0, failing: 0 });
    await pruneSent(own.deps.db, 7 * 24 * 3_600_000);
    expect(await own.database.db.select().from(notifyOutbox)).toHaveLength(1);
    await age(7 * 24 * 3_600_000 + 1000);
    await pruneSent(own.deps.db, 7 * 24 * 3_600_000);
    expect(await own.database.db.select().from(notifyOutbox)).toEqual([]);
  });

  it('loses its pending rows with the submissions the retention rule erases', async () => {
    const old = await stored('Expired', new Date(Date.now() - 400 * 24 * 3_600_000));
    const kept = await stored('Kept');
    await eraseOlderThan(own.deps.db, own.deps.uploads, new Date(Date.now() - 365 * 24 * 3_600_000));
    const left = await own.database.db.select({ itemId: notifyOutbox.itemId }).from(notifyOutbox);
    expect(left).toEqual([{ itemId: kept }]);
    expect(await own.database.db.select().from(contactMessages).where(eq(contactMessages.id, old))).toEqual(
      [],
    );
  });
});
