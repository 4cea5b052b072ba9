// Whether the scheduled backups are overdue, for the backend's /readyz (schedule.ts tells it) (docs/operations.md): a warning that
// leaves the backend ready, since it serves as well without a fresh backup.

/**
 * Overdue: the last success (or, before any, the backend's start) is more than two periods old, so at
 * least one scheduled backup in a row failed or never ran.
 */
export function backupsOverdue(at: {
  lastSuccess: Date | null;
  started: Date;
  now: Date;
  everyMs: number;
}): boolean {
  const since = at.lastSuccess ?? at.started;
  return at.now.getTime() - since.getTime() > 2 * at.everyMs;
}
