import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/client';
import { staffSignInLimits } from '../db/schema';

// The sign-in's bounds, counted in the database: docs/staff.md, "Sign-in attempts".

export const signInLimits = {
  windowSeconds: 15 * 60,
  /** Attempts on one account from one network address, before that address must wait. */
  perAccountFromAddress: 5,
  /** Attempts from one network address, whatever account it tries. */
  perAddress: 20,
  /** Wrong passwords for one account from anywhere before each next one is answered later… */
  slowAfter: 5,
  /** …by this much more for each… */
  slowStepMs: 1000,
  /** …up to this. */
  slowMostMs: 10_000,
};

export function signInLimiter(db: Db) {
  const limiter = (keyPrefix: string, points: number) =>
    new RateLimiterDrizzle({
      storeClient: db,
      schema: staffSignInLimits,
      keyPrefix,
      points,
      duration: signInLimits.windowSeconds,
    });
  const fromAddress = limiter('account-address', signInLimits.perAccountFromAddress);
  const address = limiter('address', signInLimits.perAddress);
  // Never refuses: only counts, for the pause.
  const account = limiter('account', Number.MAX_SAFE_INTEGER);
  const pairKey = (email: string, from: string) => `${email} ${from}`;

  return {
    /** Counts an attempt; the seconds to wait when the address has none left, else 0. */
    async reserve(email: string, from: string): Promise<number> {
      const counted = await Promise.allSettled([
        fromAddress.consume(pairKey(email, from)),
        address.consume(from),
      ]);
      let waitMs = 0;
      for (const outcome of counted) {
        if (outcome.status === 'fulfilled') continue;
        if (!(outcome.reason instanceof RateLimiterRes)) throw outcome.reason;
        waitMs = Math.max(waitMs, outcome.reason.msBeforeNext);
      }
      return counted.some((outcome) => outcome.status === 'rejected')
        ? Math.max(1, Math.ceil(waitMs / 1000))
        : 0;
    },
    /** A wrong password: counted against the account from everywhere; the pause before answering, in ms. */
    async failed(email: string): Promise<number> {
      const { consumedPoints } = await account.consume(email);
      const beyond = consumedPoints - signInLimits.slowAfter;
      return beyond > 0 ? Math.min(beyond * signInLimits.slowStepMs, signInLimits.slowMostMs) : 0;
    },
    /** A sign-in: the account's counts are cleared and the attempt is given back to the address. */
    async succeeded(email: string, from: string): Promise<void> {
      await Promise.all([
        fromAddress.delete(pairKey(email, from)),
        account.delete(email),
        address.reward(from),
      ]);
    },
  };
}
