import { and, count, eq, gt, lt, min, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { staffSignInFailures } from '../db/schema';

// Failed sign-ins are counted in the database, per account and per address, so the bound holds across every
// backend instance and survives a restart. A success clears the account's count.

export const signInLimits = {
  windowMs: 15 * 60_000,
  /** Wrong passwords for one account before it is locked until the oldest of them leaves the window. */
  perAccount: 5,
  /** Failures from one network address, whatever account it tries. */
  perAddress: 20,
};

/** Seconds until the next attempt may be made, or 0 when it may be made now. */
export async function signInWait(db: Db, email: string, address: string, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - signInLimits.windowMs);
  const tally = async (which: SQL, limit: number) => {
    const [row] = await db
      .select({ n: count(), oldest: min(staffSignInFailures.at) })
      .from(staffSignInFailures)
      .where(and(which, gt(staffSignInFailures.at, since)));
    if (!row || row.n < limit || !row.oldest) return 0;
    return Math.max(1, Math.ceil((row.oldest.getTime() + signInLimits.windowMs - now.getTime()) / 1000));
  };
  const waits = await Promise.all([
    tally(eq(staffSignInFailures.email, email), signInLimits.perAccount),
    tally(eq(staffSignInFailures.address, address), signInLimits.perAddress),
  ]);
  return Math.max(...waits);
}

export async function recordFailure(db: Db, email: string, address: string, now = new Date()): Promise<void> {
  await db.insert(staffSignInFailures).values({ email, address, at: now });
  await db
    .delete(staffSignInFailures)
    .where(lt(staffSignInFailures.at, new Date(now.getTime() - signInLimits.windowMs)));
}

export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.delete(staffSignInFailures).where(eq(staffSignInFailures.email, email));
}
