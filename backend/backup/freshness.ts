// Whether the scheduled backups are overdue, for the backend's /readyz (docs/operations.md): a warning that
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

let overdueNow: () => boolean = () => false;

/** Lets /readyz ask the running schedule; a backend without BACKUP_DIR is never overdue. */
export function reportBackupsOverdue(check: () => boolean): void {
  overdueNow = check;
}

/** The readiness warnings of the backups: `backup-stale` when overdue. */
export function backupWarnings(): string[] {
  return overdueNow() ? ['backup-stale'] : [];
}
