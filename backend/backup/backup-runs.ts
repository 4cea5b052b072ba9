import { and, eq, gt, isNotNull, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { backupRuns } from '../db/schema';

// The rows of the scheduled backups (backend/db/backup-schema.ts). Every time is the database's own `now()`,
// so backends on several machines agree on the periods whatever their clocks say.

// The key of the transaction-level advisory lock under which a backend claims a period.
const BACKUP_LOCK = 'agency-backend:backup';

export type ClaimedRun = { id: number; startedAt: Date };

/**
 * Claims the current period for a backup by `instance`, or answers null when a run started less than
 * `everyMs` ago. The check and the insert happen under one advisory lock, so of the backends sharing a
 * database that ask at once, one gets the period and the others see its row.
 */
export function claimPeriod(db: Db, everyMs: number, instance: string): Promise<ClaimedRun | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${BACKUP_LOCK}))`);
    const [recent] = await tx
      .select({ id: backupRuns.id })
      .from(backupRuns)
      .where(gt(backupRuns.startedAt, sql`now() - ${everyMs} * interval '1 millisecond'`))
      .limit(1);
    if (recent) return null;
    const [run] = await tx
      .insert(backupRuns)
      .values({ instance })
      .returning({ id: backupRuns.id, startedAt: backupRuns.startedAt });
    return run ?? null;
  });
}

/** Records how a claimed run ended: the archive written, or the one-sentence reason it was not. */
export async function finishRun(
  db: Db,
  id: number,
  outcome: { file: string; bytes: number } | { error: string },
): Promise<void> {
  await db
    .update(backupRuns)
    .set({ finishedAt: sql`now()`, ...outcome })
    .where(eq(backupRuns.id, id));
}

/** When the last successful backup of any backend on this database ended, or null before the first. */
export async function lastSuccessAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(backupRuns.finishedAt) })
    .from(backupRuns)
    .where(and(isNotNull(backupRuns.file), isNull(backupRuns.error)));
  return row?.at ?? null;
}
