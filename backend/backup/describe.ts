import type { Manifest } from './manifest';

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** What an archive holds, in one line for the operator. */
export function describeContents(manifest: Manifest): string {
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  return `${manifest.tables.length} tables with ${rows} rows, ${manifest.files.media} media files, ${manifest.files.uploads} uploaded files`;
}

/** The line `npm run backup` prints. */
export function describeBackup(result: { file: string; bytes: number; heldMs: number; manifest: Manifest }) {
  const held = result.manifest.source === 'pglite' ? ` The database was held for ${result.heldMs} ms.` : '';
  return `Backed up to ${result.file} (${megabytes(result.bytes)}: ${describeContents(result.manifest)}).${held}`;
}
