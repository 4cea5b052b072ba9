import { describe, expect, it } from 'vitest';
import { backupFolderArgument, describeBackup } from '@/backend/backup/cli-words';
import { archiveFormat, type Manifest } from '@/backend/backup/manifest';

describe('npm run backup', () => {
  it('writes to --dir, else BACKUP_DIR, else ./backups', () => {
    expect(backupFolderArgument(['--dir', '/srv/backups'], '/var/backups')).toBe('/srv/backups');
    expect(backupFolderArgument([], '/var/backups')).toBe('/var/backups');
    expect(backupFolderArgument([], undefined)).toBe('backups');
  });

  it('refuses a bare path with a sentence that names --dir', () => {
    expect(() => backupFolderArgument(['/some/dir'], undefined)).toThrow(
      'npm run backup takes its folder after --dir: npm run backup -- --dir /some/dir (without --dir, it writes to BACKUP_DIR, else ./backups).',
    );
  });

  it('prints how long it took, as docs/backups.md says', () => {
    const manifest: Manifest = {
      format: archiveFormat,
      createdAt: '2026-12-02T10:00:00.000Z',
      source: 'pglite',
      migrations: [],
      tables: [{ name: 'talents', rows: 3 }],
      files: { media: 2, uploads: 1 },
      entries: [],
    };
    expect(
      describeBackup({ file: '/b/backup.tar.gz', bytes: 2_500_000, heldMs: 210, manifest }, '1.6 s'),
    ).toBe(
      'Backed up to /b/backup.tar.gz (2.5 MB: 1 tables with 3 rows, 2 media files, 1 uploaded files) in 1.6 s. The database was held for 210 ms.',
    );
  });
});
