import { mkdir, readdir, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import type { Registry } from 'prom-client';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { processAlive } from '../lib/data-dir-lock';
import { log } from '../lib/log';
import { BackupWriteError } from './archive-writer';
import { backupMetrics } from './backup-metrics';
import { claimPeriod, finishRun, lastSuccessAt, type ClaimedRun } from './backup-runs';
import { backupsOverdue } from './freshness';
import { archivesToPrune, stalePartials } from './prune-choice';
import { backupFileName, writeBackup } from './write-backup';

// The scheduled backups (docs/backups.md, "Scheduled backups"): with BACKUP_DIR set, the backend looks
// a few times per period whether the period's backup is due, claims it in the database (backup-runs.ts) so
// one backend of those sharing it makes it, writes it, then prunes the folder.

/** The longest wait between two looks, whatever the period: a missed one is made up within this. */
const lookCeilingMs = 5 * 60_000;
/** The first look comes this soon after the start: a backend started after a long stop backs up at once. */
const firstLookMs = 5000;
/** How long a stop waits for a backup being written; one cut short leaves no archive, only its row. */
const stopWaitMs = 5000;

/** The schedule, to stop; and its readiness warnings for /readyz: `backup-stale` when overdue. */
export type BackupSchedule = { stop(): Promise<void>; warnings: () => string[] };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Deletes what the pruning rule chooses from `dir` (prune-choice.ts); answers the names deleted. */
async function pruneFolder(dir: string, keep: number, retentionDays: number): Promise<string[]> {
  const names = await readdir(dir);
  const chosen = [
    ...archivesToPrune(names, { keep, retentionDays, now: new Date() }),
    ...stalePartials(names, processAlive),
  ];
  for (const name of chosen) await rm(path.join(dir, name), { force: true });
  return chosen;
}

/** Starts the scheduled backups when BACKUP_DIR is set, with their metrics in `registry`. */
export function startBackupSchedule(database: Database, config: Config, registry: Registry): BackupSchedule {
  const { dir, everyMs, keep } = config.backup;
  if (!dir) return { stop: async () => {}, warnings: () => [] };
  const { db } = database;
  const instance = config.log.instance ?? `${hostname()}:${config.port}`;
  const started = new Date();
  const metrics = backupMetrics(registry, () => lastSuccessAt(db));
  let lastSuccess: Date | null = null;
  let overdue = false;
  let stopped = false;
  let running: Promise<void> | null = null;

  const isOverdue = () => !stopped && backupsOverdue({ lastSuccess, started, now: new Date(), everyMs });

  const backUp = async (run: ClaimedRun) => {
    const file = path.join(dir, backupFileName(run.startedAt));
    try {
      await mkdir(dir, { recursive: true }).catch((error: unknown) => {
        throw new BackupWriteError(
          `Cannot write the backup ${file}: the folder ${dir} cannot be made (${messageOf(error)}).`,
        );
      });
      const result = await writeBackup({ database, dataDir: config.dataDir }, file);
      await finishRun(db, run.id, { file: result.file, bytes: result.bytes });
      metrics.counted('ok');
      log().info({ file: result.file, bytes: result.bytes }, 'scheduled backup written');
    } catch (error) {
      const reason =
        error instanceof BackupWriteError
          ? error.message
          : `Cannot write the backup ${file}: ${messageOf(error)}.`;
      metrics.counted('failed');
      log().error({ file, err: reason }, 'scheduled backup failed');
      await finishRun(db, run.id, { error: reason });
      return;
    }
    try {
      const pruned = await pruneFolder(dir, keep, config.staff.retentionDays);
      if (pruned.length > 0) log().info({ dir, deleted: pruned }, 'old backups deleted');
    } catch (error) {
      log().error({ dir, err: messageOf(error) }, 'old backups could not be deleted');
    }
  };

  const look = async () => {
    const run = await claimPeriod(db, everyMs, instance);
    if (run && !stopped) await backUp(run);
    lastSuccess = await lastSuccessAt(db);
  };

  // One line when the backups become overdue (also when the database cannot be asked), and one when they
  // are made again.
  const watchOverdue = () => {
    if (isOverdue() !== overdue) {
      overdue = !overdue;
      if (overdue)
        log().warn(
          { lastSuccess: lastSuccess?.toISOString() ?? null, everyHours: everyMs / 3_600_000 },
          'backups are overdue: no successful backup for over two periods',
        );
      else log().info({ lastSuccess: lastSuccess?.toISOString() }, 'backups are made again');
    }
  };

  const kick = () => {
    if (stopped || running) return;
    running = look()
      .catch((error: unknown) => {
        log().error({ err: messageOf(error) }, 'the scheduled backups could not be looked after');
      })
      .then(watchOverdue)
      .finally(() => {
        running = null;
      });
  };

  const everyLookMs = Math.min(everyMs / 4, lookCeilingMs);
  const first = setTimeout(kick, Math.min(firstLookMs, everyLookMs));
  const timer = setInterval(kick, everyLookMs);
  first.unref();
  timer.unref();
  log().info({ dir, everyHours: everyMs / 3_600_000, keep }, 'scheduled backups on');

  return {
    warnings: () => (isOverdue() ? ['backup-stale'] : []),
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      if (running) await Promise.race([running, new Promise((resolve) => setTimeout(resolve, stopWaitMs))]);
    },
  };
}
