import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackend } from '../../support/backend';
import { onlyArchive, runBackup, runRestore } from '../../support/contract/backup-cli';
import { expectSourceUpToBurst, type Burst } from '../../support/contract/backup-compare';
import { readSnapshot, type DataSnapshot, type DataTarget } from '../../support/contract/backup-snapshot';
import { agencySite, type AgencySite } from '../../support/contract/backup-site';
import { restoreTargets, startBackendOn, type Targets } from '../../support/contract/backup-targets';

// The backup and restore of docs/backups.md, end to end: a demo agency with a talent and an application
// added through the API, backed up by `npm run backup` while 50 submissions arrive, restored by `npm run
// restore` into a fresh data folder (PGlite) and a fresh PostgreSQL database. The source is on PGlite, or on
// PostgreSQL with CONTRACT_DB=postgres.

const burstSize = 50;

let targets: Targets;
let source: DataTarget;
let backend: RunningBackend | undefined;
/** The source backend, once stopped: its port answers no more, its data stay. */
let stopped: RunningBackend;
let site: AgencySite;
let backup: Awaited<ReturnType<typeof runBackup>>;
let burst: Burst;
let sourceData: DataSnapshot;
const restores: Record<'folder' | 'database', { target: DataTarget; data?: DataSnapshot }> = {} as never;

beforeAll(async () => {
  targets = restoreTargets();
  source = await targets.seeded('10');
  backend = await startBackendOn(source);
  site = await agencySite(backend);
  await site.addTalentAndApplication();

  const dir = (await targets.folder()).dataDir;
  ({ burst, backup } = await site.submitAround(burstSize, () => runBackup(backend!, dir)));
  const archive = await onlyArchive(dir);

  await backend.stop();
  [stopped, backend] = [backend, undefined];
  sourceData = await readSnapshot(source);
  restores.folder = { target: await targets.folder() };
  restores.database = { target: await targets.database() };
  for (const restore of Object.values(restores)) {
    const outcome = await runRestore(archive, restore.target);
    expect(outcome.code, outcome.stderr).toBe(0);
    expect(outcome.stdout).toMatch(/^Restored backup-.+ \d+ tables with \d+ rows.*, in \d+\.\d s\./);
    restore.data = await readSnapshot(restore.target);
  }
}, 240_000);

afterAll(async () => {
  await backend?.stop();
  await targets?.cleanUp();
});

describe('a backup taken while submissions arrive', () => {
  it('is written whole, and every submission of the burst is stored', () => {
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/^Backed up to \S+backup-\S+\.tar\.gz \(.*\) in \d+\.\d s\./);
    expect(burst.applications.length + burst.contacts.length).toBe(burstSize);
  });

  it('restores the same rows and files into a data folder and into PostgreSQL', () => {
    expect(restores.database.data).toEqual(restores.folder.data);
  });

  it("holds every row and file of the source, byte for byte, and the burst's submissions whole or absent", () => {
    const { present, absent } = expectSourceUpToBurst(sourceData, restores.folder.data!, burst);
    // The first few came before the backup began, the last few after it ended.
    expect(present.length).toBeGreaterThanOrEqual(3);
    expect(absent.length).toBeGreaterThanOrEqual(2);
    expect(present.length + absent.length).toBe(burst.applications.length);
  });

  it.each(['folder', 'database'] as const)(
    'restored into a fresh %s, serves the profile and the photos, and stores new submissions',
    async (kind) => {
      const restored = await startBackendOn(restores[kind].target);
      try {
        await site.expectServedBy(restored);
      } finally {
        await restored.stop();
      }
    },
  );
});

describe('a backup of a stopped site', () => {
  it('opens its database itself, and holds every row and file as they are', async () => {
    const dir = (await targets.folder()).dataDir;
    const offline = await runBackup(stopped, dir);
    expect(offline.code, offline.stderr).toBe(0);
    const target = await targets.folder();
    const restored = await runRestore(await onlyArchive(dir), target);
    expect(restored.code, restored.stderr).toBe(0);
    expect(await readSnapshot(target)).toEqual(sourceData);
  }, 60_000);
});
