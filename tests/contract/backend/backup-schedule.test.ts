import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyArchive } from '../../../backend/backup/archive-reader';
import { backupFileName, backupFilePattern } from '../../../backend/backup/write-backup';
import { startBackend, type RunningBackend } from '../../support/backend';
import { freePort } from '../../support/child-process';
import { metricsTotal } from '../../support/e2e/metrics';

// The scheduled backups (docs/backups.md, "Scheduled backups"): a backend with BACKUP_DIR backs up every
// BACKUP_EVERY_HOURS (here 0.001, 3.6 s), keeps the newest BACKUP_KEEP, logs each run and serves the last
// success's time as a metric; one whose folder cannot be written logs each failure and, after two periods,
// warns on /readyz while staying ready.
const everyHours = 0.001;
const keep = 2;

type LogLine = { level: string; msg: string; file?: string; bytes?: number; err?: string };

const linesOf = (backend: RunningBackend, msg: string): LogLine[] =>
  backend
    .log()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine)
    .filter((line) => line.msg === msg);

/** Waits until the backend has logged `msg` `count` times; the test's timeout bounds the wait. */
async function logged(backend: RunningBackend, msg: string, count = 1): Promise<LogLine[]> {
  for (;;) {
    const lines = linesOf(backend, msg);
    if (lines.length >= count) return lines;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const metricsOf = async (port: number) => (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
const readiness = async (backend: RunningBackend): Promise<unknown> =>
  (await fetch(`${backend.url}/readyz`)).json();

/** The time a backup's name gives (`backup-2026-12-02T10-30-00Z.tar.gz`), in ms. */
const nameTime = (file: string) =>
  Date.parse(path.basename(file).replace(/^backup-(.{10})T(..)-(..)-(..)Z.*$/, '$1T$2:$3:$4Z'));

// In the working folder before the start: what the first pruning deletes (an archive older than
// SUBMISSION_RETENTION_DAYS, the partial file of a process that has exited) and what it never touches.
const expired = backupFileName(new Date(Date.now() - 2 * 86_400_000));
const abandoned = `.${backupFileName(new Date())}.${spawnSync('true').pid}.partial`;
const unrelated = ['notes.txt', 'backup-by-hand.tar.gz'];

let folder: string;
let working: RunningBackend;
let failing: RunningBackend;
let workingMetrics: number;
let failingMetrics: number;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'agency-backups-'));
  // A folder cannot be made under a file, whoever runs the test (root writes anywhere else).
  await writeFile(path.join(folder, 'a-file'), 'not a folder');
  await mkdir(path.join(folder, 'backups'));
  for (const name of [expired, abandoned, ...unrelated])
    await writeFile(path.join(folder, 'backups', name), '');
  [workingMetrics, failingMetrics] = [await freePort(), await freePort()];
  const env = (dir: string, port: number) => ({
    SEED_TALENTS: '10',
    SUBMISSION_RETENTION_DAYS: '1',
    BACKUP_DIR: dir,
    BACKUP_EVERY_HOURS: String(everyHours),
    BACKUP_KEEP: String(keep),
    BACKEND_METRICS_PORT: String(port),
  });
  [working, failing] = await Promise.all([
    startBackend({ env: env(path.join(folder, 'backups'), workingMetrics) }),
    startBackend({ env: env(path.join(folder, 'a-file', 'backups'), failingMetrics) }),
  ]);
});

afterAll(async () => {
  await Promise.all([working?.stop(), failing?.stop()]);
  await rm(folder, { recursive: true, force: true });
});

describe('scheduled backups', () => {
  it('writes an archive every period, logs each and serves the last success as a metric', async () => {
    const written = await logged(working, 'scheduled backup written', keep + 1);
    for (const line of written) {
      expect(line.level).toBe('info');
      expect(path.basename(line.file!)).toMatch(backupFilePattern);
      expect(line.bytes).toBeGreaterThan(0);
    }
    const metrics = await metricsOf(workingMetrics);
    const lastSuccessMs = metricsTotal(metrics, 'agency_backup_last_success_timestamp_seconds') * 1000;
    expect(lastSuccessMs).toBeGreaterThanOrEqual(nameTime(written[keep]!.file!));
    expect(lastSuccessMs).toBeLessThanOrEqual(Date.now());
    expect(metricsTotal(metrics, 'agency_backup_runs_total', { outcome: 'ok' })).toBeGreaterThanOrEqual(
      keep + 1,
    );
    expect(metricsTotal(metrics, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(await readiness(working)).toEqual({ status: 'ready' });
  }, 60_000);

  it('deletes the expired archives and abandoned partial files at once, nothing else', async () => {
    const [first] = await logged(working, 'old backups deleted');
    expect((first as LogLine & { deleted: string[] }).deleted.sort()).toEqual([abandoned, expired].sort());
  });

  it('keeps the newest BACKUP_KEEP archives, each a whole backup', async () => {
    // Stopped, so no backup is between its rename and the pruning that follows it.
    await working.stop();
    const files = await readdir(path.join(folder, 'backups'));
    const archives = files.filter((name) => backupFilePattern.test(name)).sort();
    expect(archives).toHaveLength(keep);
    expect(files.filter((name) => !archives.includes(name)).sort()).toEqual(unrelated.sort());
    const names = linesOf(working, 'scheduled backup written').map((line) => path.basename(line.file!));
    expect(names.slice(-keep).sort()).toEqual(archives);
    const manifest = await verifyArchive(path.join(folder, 'backups', archives.at(-1)!));
    expect(manifest.tables.find((table) => table.name === 'talents')?.rows).toBe(10);
  }, 60_000);

  it('logs each failed run with its reason and warns on /readyz after two periods', async () => {
    const [failure] = await logged(failing, 'scheduled backup failed');
    expect(failure!.level).toBe('error');
    expect(failure!.err).toMatch(/^Cannot write the backup .+\.$/);
    expect(failure!.err).not.toContain('\n');
    const [overdue] = await logged(failing, 'backups are overdue: no successful backup for over two periods');
    expect(overdue!.level).toBe('warn');
    expect((await fetch(`${failing.url}/readyz`)).status).toBe(200);
    expect(await readiness(failing)).toEqual({ status: 'ready', warnings: ['backup-stale'] });
    const metrics = await metricsOf(failingMetrics);
    expect(metricsTotal(metrics, 'agency_backup_runs_total', { outcome: 'failed' })).toBeGreaterThanOrEqual(
      1,
    );
    expect(metricsTotal(metrics, 'agency_backup_runs_total', { outcome: 'ok' })).toBe(0);
    expect(metricsTotal(metrics, 'agency_backup_last_success_timestamp_seconds')).toBe(0);
  }, 60_000);

  it('clears the warning once a backup is made again', async () => {
    await rm(path.join(folder, 'a-file'));
    const [again] = await logged(failing, 'backups are made again');
    expect(again!.level).toBe('info');
    expect(await readiness(failing)).toEqual({ status: 'ready' });
    const archives = await readdir(path.join(folder, 'a-file', 'backups'));
    expect(archives.filter((name) => backupFilePattern.test(name))).not.toHaveLength(0);
  }, 60_000);
});
