import { backupFilePattern } from './write-backup';

// Which files of the backup folder go after a scheduled backup (docs/backups.md, "Scheduled backups"). Only
// names the backups themselves have are ever chosen: whatever else the folder holds stays.

const dayMs = 86_400_000;

/** An archive's time and same-second number, read from its name (`backupFileName`), or null for another file. */
function archiveTime(name: string): { ms: number; number: number } | null {
  if (!backupFilePattern.test(name)) return null;
  const [, date, hours, minutes, seconds, number] =
    /^backup-(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)Z(?:-(\d+))?\./.exec(name) ?? [];
  const ms = Date.parse(`${date}T${hours}:${minutes}:${seconds}Z`);
  return Number.isNaN(ms) ? null : { ms, number: Number(number ?? 0) };
}

/**
 * The archives to delete from `names`: all but the newest `keep`, and any made more than `retentionDays`
 * days before `now` (so what was erased from the database is gone from the backups within that time), even
 * among the newest.
 */
export function archivesToPrune(
  names: string[],
  options: { keep: number; retentionDays: number; now: Date },
): string[] {
  const oldest = options.now.getTime() - options.retentionDays * dayMs;
  const archives = names
    .map((name) => ({ name, time: archiveTime(name) }))
    .filter((archive): archive is { name: string; time: { ms: number; number: number } } => !!archive.time)
    .sort((a, b) => b.time.ms - a.time.ms || b.time.number - a.time.number);
  return archives
    .filter((archive, index) => index >= options.keep || archive.time.ms < oldest)
    .map((archive) => archive.name);
}

const partialPattern = new RegExp(`^\\.(${backupFilePattern.source.slice(1, -1)})\\.(\\d+)\\.partial$`);

/**
 * The temporary files (`.<archive>.<pid>.partial`, backend/backup/archive-writer.ts) of writers that are no
 * longer running: a backend stopped or killed in the middle of a backup leaves one behind.
 */
export function stalePartials(names: string[], running: (pid: number) => boolean): string[] {
  return names.filter((name) => {
    const match = partialPattern.exec(name);
    return match !== null && !running(Number(match.at(-1)));
  });
}
