import { describe, expect, it } from 'vitest';
import { backupsOverdue } from '@/backend/backup/freshness';

// /readyz warns `backup-stale` when the scheduled backups are more than two periods behind.
const hour = 3_600_000;
const now = new Date('2026-12-02T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * hour);

describe('backupsOverdue', () => {
  it('is overdue once the last success is more than two periods old', () => {
    const at = { started: hoursAgo(100), now, everyMs: 24 * hour };
    expect(backupsOverdue({ ...at, lastSuccess: hoursAgo(47) })).toBe(false);
    expect(backupsOverdue({ ...at, lastSuccess: hoursAgo(49) })).toBe(true);
  });

  it('counts from the start while there never was a success', () => {
    const at = { lastSuccess: null, now, everyMs: hour };
    expect(backupsOverdue({ ...at, started: hoursAgo(1.5) })).toBe(false);
    expect(backupsOverdue({ ...at, started: hoursAgo(2.5) })).toBe(true);
  });

  it('goes by the last success, however long the backend has run', () => {
    expect(backupsOverdue({ lastSuccess: hoursAgo(1), started: hoursAgo(1000), now, everyMs: hour })).toBe(
      false,
    );
  });
});
