import path from 'node:path';
import { parseArgs } from 'node:util';
import { describeContents, tookSeconds } from './backup/cli-words';
import { restoreBackup } from './backup/restore';
import { loadConfig } from './config';

// `npm run restore -- <archive> [--replace]`: puts a backup back (docs/backups.md) into DATA_DIR, or into the
// PostgreSQL database of DATABASE_URL. The target must be empty unless --replace; the archive is checked
// whole before anything is written. Restoring a PGlite backup into PostgreSQL is how an agency moves to
// several instances (docs/deploy.md).

async function main(): Promise<void> {
  const started = performance.now();
  const { values, positionals } = parseArgs({
    options: { replace: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  if (positionals.length !== 1)
    throw new Error('Give one backup archive: npm run restore -- backups/backup-….tar.gz [--replace]');
  const archive = path.resolve(positionals[0]!);
  const config = loadConfig();
  const target = { dataDir: config.dataDir, databaseUrl: config.databaseUrl };
  const { manifest, secrets } = await restoreBackup(archive, target, { replace: values.replace });
  const where = config.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : config.dataDir;
  const secretsLine =
    secrets === 'kept'
      ? ` ${config.dataDir} keeps its own secrets.json (the archive's differs): the operator key and generated secrets stay this folder's.`
      : '';
  console.log(
    `Restored ${path.basename(archive)} (made ${manifest.createdAt}) into ${where}: ${describeContents(manifest)}, in ${tookSeconds(started)}.${secretsLine}`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
