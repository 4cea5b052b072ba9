// `npx tsx scripts/make-backup-fixture.ts`: adds this version's backup archive to the upgrade test's
// fixtures (tests/fixtures/backups/README.md). A backend of this working tree on a fresh PGlite folder, the
// smallest demo seed thinned out, and what the agency's people add through the API (agency-data.ts);
// `npm run backup` writes the archive, named by its month and newest migration. An existing fixture is never
// replaced. `--into <folder>` puts it elsewhere than this tree's fixtures, for a fixture made by an older
// tree (the README says how).
import { constants } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { verifyArchive } from '../backend/backup/archive-reader';
import { describeContents } from '../backend/backup/cli-words';
import { startBackend, type RunningBackend } from '../tests/support/backend';
import { backupFixturesFolder } from '../tests/support/backup-fixtures';
import { clientFor } from '../tests/support/contract/client';
import { runCli } from '../tests/support/contract/run-cli';
import { addAgencyData } from './backup-fixture/agency-data';
import { removeUnnamedSeedFiles } from './backup-fixture/seed-files';

/** `npm run backup` against the running backend, into a fresh folder under `dir`; answers the archive. */
async function backUp(backend: RunningBackend, dir: string): Promise<string> {
  const into = await mkdtemp(path.join(dir, 'backup-'));
  const env = { BACKEND_PORT: String(backend.port), DATA_DIR: backend.dataDir, DATABASE_URL: '' };
  const backup = await runCli('backend/backup-cli.ts', env, ['--dir', into]);
  if (backup.code !== 0) throw new Error(`npm run backup failed: ${backup.stderr}`);
  const [file] = await readdir(into);
  if (!file) throw new Error(`npm run backup wrote nothing: ${backup.stdout}`);
  return path.join(into, file);
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { into: { type: 'string' } } });
  const folder = path.resolve(values.into ?? backupFixturesFolder);
  const backend = await startBackend({ env: { SEED_TALENTS: '10' } });
  const dir = await mkdtemp(path.join(tmpdir(), 'backup-fixture-'));
  try {
    await addAgencyData(clientFor(backend.url, backend.dataDir));
    await removeUnnamedSeedFiles(await backUp(backend, dir), backend.dataDir);
    const archive = await backUp(backend, dir);
    const manifest = await verifyArchive(archive);
    const newest = manifest.migrations.at(-1)?.slice(0, 4) ?? 'none';
    const fixture = path.join(folder, `${manifest.createdAt.slice(0, 7)}-${newest}.tar.gz`);
    await mkdir(folder, { recursive: true });
    try {
      await copyFile(archive, fixture, constants.COPYFILE_EXCL);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      throw new Error(`${fixture} exists: a fixture is never replaced (tests/fixtures/backups/README.md).`);
    }
    console.log(`Added ${path.relative(process.cwd(), fixture)}: ${describeContents(manifest)}.`);
  } finally {
    await rm(dir, { recursive: true, force: true });
    await backend.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
