import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, statfs, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyArchive } from '@/backend/backup/archive-reader';
import type { RunningBackend } from '../../support/backend';
import { expectRefusal, onlyArchive, runBackup } from '../../support/contract/backup-cli';
import { restoreTargets, startBackendOn, type Targets } from '../../support/contract/backup-targets';

// `npm run backup` onto a disk that fills up (docs/backups.md, "Nothing half-written"): the backups folder
// is a small tmpfs, mounted here, which takes root (as the CI runs); the first backup fits, then a filler
// leaves room for half of one, and the next backup fails with one sentence, leaving the first as it was and
// no partial file.

const root = process.getuid?.() === 0;

let targets: Targets;
let backend: RunningBackend | undefined;
let disk: string | undefined;

beforeAll(async () => {
  if (!root) return;
  targets = restoreTargets();
  const mountPoint = await mkdtemp(path.join(tmpdir(), 'agency-full-disk-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64m,mode=0700', 'tmpfs', mountPoint]);
  disk = mountPoint;
  const source = await targets.seeded('10');
  backend = await startBackendOn(source);
}, 180_000);

afterAll(async () => {
  await backend?.stop();
  await targets?.cleanUp();
  if (disk) {
    execFileSync('umount', [disk]);
    await rm(disk, { recursive: true, force: true });
  }
});

/** Fills the disk with a file, leaving `room` bytes free. */
async function fillUpTo(dir: string, room: number): Promise<void> {
  const { bavail, bsize } = await statfs(dir);
  await writeFile(path.join(dir, 'filler'), Buffer.alloc(Math.max(0, bavail * bsize - room)));
}

describe('a backup onto a full disk', () => {
  it('fails with one sentence, keeping the previous backup and leaving no partial file', async (context) => {
    context.skip(!root, 'mounting the small tmpfs this test fills takes root, and this run is not root');
    const first = await runBackup(backend!, disk!);
    expect(first.code, first.stderr).toBe(0);
    const previous = await onlyArchive(disk!);
    const bytes = await readFile(previous);
    await fillUpTo(disk!, Math.floor(bytes.byteLength / 2));

    expectRefusal(await runBackup(backend!, disk!), /^Cannot write the backup .+: the disk of .+ is full/);
    expect((await readdir(disk!)).sort()).toEqual([path.basename(previous), 'filler']);
    expect((await readFile(previous)).equals(bytes)).toBe(true);
    await expect(verifyArchive(previous)).resolves.toMatchObject({ format: 1 });
  }, 120_000);
});
