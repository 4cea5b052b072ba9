import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { partOf } from './columns';

// The staff area's tables (docs/staff.md): accounts, their server-side sessions, the counts that
// rate-limit the sign-in, and the audit log. In the database, so every backend instance on a shared
// PostgreSQL sees the same sessions.

export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased, so an address is one account however it is typed. */
    email: varchar('email', { length: 254 }).notNull(),
    name: text('name').notNull(),
    role: varchar('role', { length: 10 }).$type<'admin' | 'editor'>().notNull(),
    /** argon2id in the PHC string format (backend/staff/password.ts). */
    passwordHash: text('password_hash').notNull(),
    /** The language the account last chose for the staff area: its notification e-mails are written in it. */
    locale: varchar('locale', { length: 2 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // What an admin changes of another's account is its role (a password is set, never edited from a copy):
    // versioned like the records the staff edit (version-columns.ts), so a role change from an old page
    // cannot undo a newer one unseen.
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    updatedBy: integer('updated_by').references((): AnyPgColumn => staffAccounts.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [uniqueIndex('staff_accounts_email_idx').on(t.email)],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the cookie's token: a copy of the table signs nobody in. */
    tokenHash: text('token_hash').notNull(),
    accountId: partOf('account_id', () => staffAccounts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_idx').on(t.tokenHash),
    index('staff_sessions_seen_idx').on(t.lastSeenAt),
  ],
);

/**
 * The sign-in's limits (backend/staff/sign-in-limit.ts), as rate-limiter-flexible's Drizzle store keeps them:
 * one row per key, its points counted by one atomic upsert, so parallel attempts cannot pass the limit.
 */
export const staffSignInLimits = pgTable('staff_sign_in_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true }),
});

export const staffAudit = pgTable(
  'staff_audit',
  {
    id: serial('id').primaryKey(),
    /** Kept when the account is deleted: the log says who it was by its address. */
    accountId: integer('account_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    accountEmail: varchar('account_email', { length: 254 }).notNull(),
    /** What was done: `inbox.read`, `inbox.status`, `inbox.delete`, `account.create`… */
    action: varchar('action', { length: 40 }).notNull(),
    /** What it was done to: `application:12`, `contact:4`, `account:3`. */
    subject: varchar('subject', { length: 80 }).notNull(),
    detail: text('detail'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_audit_at_idx').on(t.at)],
);
