import { bigint, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The scheduled backups (docs/backups.md, "Scheduled backups"): a backend claims a period by inserting its
 * row, so backends sharing a database make one backup per period; `finishedAt` with `file` and `bytes` is a
 * success, `finishedAt` with `error` a failure, neither a backup still running or cut short by a stop.
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: serial('id').primaryKey(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The backend that ran it (INSTANCE_NAME, else the host and port, as in the log). */
    instance: text('instance'),
    file: text('file'),
    bytes: bigint('bytes', { mode: 'number' }),
    error: text('error'),
  },
  (t) => [index('backup_runs_started_idx').on(t.startedAt)],
);
