import { Counter, Gauge, type Registry } from 'prom-client';

export type BackupOutcome = 'ok' | 'failed';

/**
 * Registers the scheduled backups' metrics (docs/operations.md): the last success's time, read from the
 * database at each scrape so every backend on it tells the same, and this process's runs by outcome.
 */
export function backupMetrics(registry: Registry, lastSuccess: () => Promise<Date | null>) {
  new Gauge({
    name: 'agency_backup_last_success_timestamp_seconds',
    help: 'When the last successful scheduled backup of any backend on this database ended (Unix time); 0 before the first.',
    registers: [registry],
    async collect() {
      // A database that does not answer leaves the value as it was; /readyz tells that story.
      const at = await lastSuccess().catch(() => undefined);
      if (at) this.set(at.getTime() / 1000);
    },
  });
  const runs = new Counter({
    name: 'agency_backup_runs_total',
    help: 'Scheduled backups this process ran, by outcome (ok, failed).',
    labelNames: ['outcome'],
    registers: [registry],
  });
  for (const outcome of ['ok', 'failed'] as const) runs.inc({ outcome }, 0);
  return { counted: (outcome: BackupOutcome) => runs.inc({ outcome }) };
}
