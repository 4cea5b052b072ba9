import { parseArgs } from 'node:util';
import type { Manifest } from './manifest';

// What `npm run backup` and `npm run restore` take and say to the operator (docs/backups.md).

/** The archives' folder `npm run backup` is given: `--dir`, else BACKUP_DIR, else ./backups. */
export function backupFolderArgument(args: string[], configured: string | undefined): string {
  const { values, positionals } = parseArgs({
    args,
    options: { dir: { type: 'string' } },
    allowPositionals: true,
  });
  // A bare path would otherwise be dropped, or refused in Node's words: say how to name the folder.
  if (positionals.length > 0) {
    throw new Error(
      `npm run backup takes its folder after --dir: npm run backup -- --dir ${positionals.join(' ')} (without --dir, it writes to BACKUP_DIR, else ./backups).`,
    );
  }
  return values.dir ?? configured ?? 'backups';
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** How long a command took, as it ends its line. */
export const tookSeconds = (startedMs: number) => `${((performance.now() - startedMs) / 1000).toFixed(1)} s`;

/** What an archive holds, in one line for the operator. */
export function describeContents(manifest: Manifest): string {
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  return `${manifest.tables.length} tables with ${rows} rows, ${manifest.files.media} media files, ${manifest.files.uploads} uploaded files`;
}

/** The line `npm run backup` prints. */
export function describeBackup(
  result: { file: string; bytes: number; heldMs: number; manifest: Manifest },
  took: string,
) {
  const held = result.manifest.source === 'pglite' ? ` The database was held for ${result.heldMs} ms.` : '';
  return `Backed up to ${result.file} (${megabytes(result.bytes)}: ${describeContents(result.manifest)}) in ${took}.${held}`;
}
