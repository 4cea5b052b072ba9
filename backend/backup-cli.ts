import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { BackupWriteError } from './backup/archive-writer';
import { backupFolderArgument, describeBackup, tookSeconds } from './backup/cli-words';
import { backupFileName, writeBackup, type BackupResult } from './backup/write-backup';
import { loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { claimDataDir, dataDirOwner, releaseDataDir } from './lib/data-dir-lock';
import { backendAnswers, localBackendUrl, operatorHeaders } from './lib/local-backend';

// `npm run backup [-- --dir <folder>]`: one archive of the agency's data (docs/backups.md), in --dir, else
// BACKUP_DIR, else ./backups. A running backend writes it (under PGlite it alone may open the database);
// when none answers, this command opens the database itself, holding the data folder meanwhile.

async function viaHttp(config: Config, url: string, dir: string): Promise<BackupResult> {
  const answer = await fetch(`${url}/panel/api/operator/backup`, {
    method: 'POST',
    headers: { ...(await operatorHeaders(config.dataDir)), 'content-type': 'application/json' },
    body: JSON.stringify({ dir }),
  });
  const body = (await answer.json().catch(() => ({}))) as BackupResult & { message?: string };
  if (!answer.ok)
    throw new BackupWriteError(body.message ?? `The backend could not back up (${answer.status}).`);
  return body;
}

async function viaDatabase(config: Config, dir: string): Promise<BackupResult> {
  const pglite = !config.databaseUrl;
  if (pglite) {
    const owner = await dataDirOwner(config.dataDir);
    if (owner !== null)
      throw new Error(`Process ${owner} holds ${config.dataDir} but no backend answers; check BACKEND_PORT.`);
    await claimDataDir(config.dataDir);
  }
  try {
    const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
    try {
      await mkdir(dir, { recursive: true });
      return await writeBackup(
        { database, dataDir: config.dataDir },
        path.join(dir, backupFileName(new Date())),
      );
    } finally {
      await database.close();
    }
  } finally {
    if (pglite) await releaseDataDir(config.dataDir);
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  const dir = path.resolve(backupFolderArgument(process.argv.slice(2), config.backup.dir));
  const url = localBackendUrl(config);
  const result = (await backendAnswers(url))
    ? await viaHttp(config, url, dir)
    : await viaDatabase(config, dir);
  console.log(describeBackup(result, tookSeconds(started)));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
