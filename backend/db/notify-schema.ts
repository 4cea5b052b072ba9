import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * The notification outbox (docs/staff-inbox.md): a row is written in the same transaction as the application
 * or message it announces, so a mail server that is down never loses or delays a submission. A backend claims
 * a due row for a while (`claimedUntil`), sends it, and sets `sentAt`; a failure pushes `nextAttemptAt` back.
 * One row per submission, so two backends never send it twice.
 */
export const notifyOutbox = pgTable(
  'notify_outbox',
  {
    id: serial('id').primaryKey(),
    /** `application` or `contact`. */
    kind: varchar('kind', { length: 20 }).notNull(),
    itemId: integer('item_id').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notify_outbox_item_idx').on(t.kind, t.itemId),
    index('notify_outbox_due_idx').on(t.sentAt, t.nextAttemptAt),
  ],
);
