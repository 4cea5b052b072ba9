import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { staffAccounts, staffSessions } from '../db/schema';
import type { StaffAccount } from './accounts';
import { isPublishedHash } from './password';
import { pick } from './pick';

// Sessions, rows holding a token's hash: docs/staff.md, "Accounts and sessions".

export type SessionLimits = {
  /** A session unused this long is over. */
  idleMs: number;
  /** A session is over this long after the sign-in, however busy. */
  maxMs: number;
};

/** What ends a session besides time: on a public site, an account that still has the demo password. */
export type SessionRules = SessionLimits & { publicSite: boolean };

/** Writing `last_seen_at` on every request would be a write per page: once a minute is enough to time idling. */
const TOUCH_EVERY_MS = 60_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, accountId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(staffSessions).values({ tokenHash: hashOf(token), accountId });
  return token;
}

/**
 * The account a live session belongs to, or null; an expired session is removed on the way, and so is one
 * of an account whose password is the published demo one while the site is public (it may have been made
 * while the site was on a laptop, or by another instance that still is).
 */
export async function resolveSession(
  db: Db,
  token: string,
  rules: SessionRules,
  now = new Date(),
): Promise<StaffAccount | null> {
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      createdAt: staffSessions.createdAt,
      lastSeenAt: staffSessions.lastSeenAt,
      ...pick(staffAccounts, ['id', 'email', 'name', 'role', 'passwordHash']),
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.accountId))
    .where(eq(staffSessions.tokenHash, hashOf(token)))
    .limit(1);
  if (!row) return null;
  const idle = now.getTime() - row.lastSeenAt.getTime();
  const age = now.getTime() - row.createdAt.getTime();
  const published = rules.publicSite && (await isPublishedHash(row.passwordHash));
  if (idle > rules.idleMs || age > rules.maxMs || published) {
    await db.delete(staffSessions).where(eq(staffSessions.id, row.sessionId));
    return null;
  }
  if (idle > TOUCH_EVERY_MS) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, row.sessionId));
  }
  return pick(row, ['id', 'email', 'name', 'role']);
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, hashOf(token)));
}

/** Ends every session of an account, but the one of `keep` (a token) when given. */
export async function endSessions(db: Db, accountId: number, keep?: string): Promise<void> {
  const others = keep ? ne(staffSessions.tokenHash, hashOf(keep)) : undefined;
  await db.delete(staffSessions).where(and(eq(staffSessions.accountId, accountId), others));
}

/**
 * On a public site, ends every session of an account that still has the published demo password; returns
 * how many accounts had one. Other accounts' sessions stay.
 */
export async function endPublishedSessions(db: Db): Promise<number> {
  const accounts = await db
    .select({ id: staffAccounts.id, passwordHash: staffAccounts.passwordHash })
    .from(staffAccounts);
  let published = 0;
  for (const account of accounts) {
    if (!(await isPublishedHash(account.passwordHash))) continue;
    await endSessions(db, account.id);
    published += 1;
  }
  return published;
}

/** Removes the sessions that can no longer be used (run now and then, not per request). */
export async function pruneSessions(db: Db, limits: SessionLimits, now = new Date()): Promise<void> {
  await db
    .delete(staffSessions)
    .where(
      or(
        lt(staffSessions.lastSeenAt, new Date(now.getTime() - limits.idleMs)),
        lt(staffSessions.createdAt, new Date(now.getTime() - limits.maxMs)),
      ),
    );
}
