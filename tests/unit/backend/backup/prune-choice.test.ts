import { describe, expect, it } from 'vitest';
import { archivesToPrune, stalePartials } from '@/backend/backup/prune-choice';
import { backupFileName } from '@/backend/backup/write-backup';

// Which files a scheduled backup's pruning deletes: the archives past the newest BACKUP_KEEP, those older
// than SUBMISSION_RETENTION_DAYS, and the partial files of writers that are gone; never anything else.
const now = new Date('2026-12-02T12:00:00Z');
const daysAgo = (days: number) => backupFileName(new Date(now.getTime() - days * 86_400_000));

describe('archivesToPrune', () => {
  it('keeps the newest `keep` archives, whatever order the folder lists them in', () => {
    const names = [daysAgo(3), daysAgo(0), daysAgo(5), daysAgo(1), daysAgo(4), daysAgo(2)];
    const pruned = archivesToPrune(names, { keep: 3, retentionDays: 365, now });
    expect(pruned.sort()).toEqual([daysAgo(3), daysAgo(4), daysAgo(5)].sort());
  });

  it('deletes archives older than the retention even among the newest', () => {
    const names = [daysAgo(0.5), daysAgo(1.5), daysAgo(40)];
    expect(archivesToPrune(names, { keep: 7, retentionDays: 30, now })).toEqual([daysAgo(40)]);
    expect(archivesToPrune(names, { keep: 7, retentionDays: 1, now }).sort()).toEqual(
      [daysAgo(1.5), daysAgo(40)].sort(),
    );
  });

  it('orders archives of the same second by their number', () => {
    const first = backupFileName(now);
    const second = first.replace('.tar.gz', '-2.tar.gz');
    expect(archivesToPrune([second, first], { keep: 1, retentionDays: 365, now })).toEqual([first]);
  });

  it('never chooses a file that is not an archive', () => {
    const others = [
      'notes.txt',
      `${daysAgo(400)}.bak`,
      `x${daysAgo(400)}`,
      'backup-latest.tar.gz',
      `.${daysAgo(400)}.123.partial`,
    ];
    expect(archivesToPrune([...others, daysAgo(400)], { keep: 1, retentionDays: 30, now })).toEqual([
      daysAgo(400),
    ]);
  });

  it('deletes nothing while the archives are few and recent', () => {
    expect(archivesToPrune([daysAgo(0), daysAgo(1)], { keep: 7, retentionDays: 30, now })).toEqual([]);
  });
});

describe('stalePartials', () => {
  it("chooses the partial files of processes that are gone, not a running writer's", () => {
    const running = new Set([100]);
    const names = [
      `.${daysAgo(0)}.100.partial`,
      `.${daysAgo(1)}.200.partial`,
      `.other.200.partial`,
      `${daysAgo(2)}`,
      `.${daysAgo(2)}.partial`,
    ];
    expect(stalePartials(names, (pid) => running.has(pid))).toEqual([`.${daysAgo(1)}.200.partial`]);
  });
});
