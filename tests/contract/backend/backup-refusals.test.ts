import { stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cutArchive, rebuildArchive } from '../../support/contract/backup-archive';
import { expectRefusal, onlyArchive, runBackup, runRestore } from '../../support/contract/backup-cli';
import type { DataTarget } from '../../support/contract/backup-snapshot';
import {
  restoreTargets,
  startBackendOn,
  targetContents,
  type Targets,
} from '../../support/contract/backup-targets';

// What `npm run restore` refuses (docs/backups.md, "Restore"), each in one sentence with exit 1, leaving
// the target as it was: a damaged archive, a backup of a newer version, a target that holds data (unless
// --replace), the data folder of a running backend, an archive that is not there.

let targets: Targets;
let archive: string;
let work: string;

beforeAll(async () => {
  targets = restoreTargets();
  const source = await targets.seeded('10');
  const backend = await startBackendOn(source);
  try {
    const dir = (await targets.folder()).dataDir;
    const backup = await runBackup(backend, dir);
    expect(backup.code, backup.stderr).toBe(0);
    archive = await onlyArchive(dir);
  } finally {
    await backend.stop();
  }
  work = (await targets.folder()).dataDir;
}, 180_000);

afterAll(() => targets?.cleanUp());

/** Restores `bad` into an empty folder and an empty database: refused with `pattern`, both left empty. */
async function expectRefusedIntoEmpty(bad: string, pattern: RegExp): Promise<void> {
  const refused = async (target: DataTarget) => {
    const before = await targetContents(target);
    expectRefusal(await runRestore(bad, target), pattern);
    expect(await targetContents(target)).toEqual(before);
  };
  await Promise.all([refused(await targets.folder()), refused(await targets.database())]);
}

describe('npm run restore refuses', () => {
  it('an archive cut short, touching neither an empty folder nor an empty database', async () => {
    const cut = path.join(work, 'cut.tar.gz');
    await cutArchive(archive, cut);
    await expectRefusedIntoEmpty(cut, /^cut\.tar\.gz cannot be restored: it ends too early/);
  }, 60_000);

  it('an archive with one file altered, naming the file', async () => {
    const altered = path.join(work, 'altered.tar.gz');
    let changed = '';
    await rebuildArchive(archive, altered, ({ name, bytes }) => {
      if (changed || !name.startsWith('files/media/')) return bytes;
      changed = name;
      const copy = Buffer.from(bytes);
      const middle = copy.byteLength >> 1;
      copy.writeUInt8(copy.readUInt8(middle) ^ 0xff, middle);
      return copy;
    });
    expect(changed).not.toBe('');
    const escaped = changed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expectRefusedIntoEmpty(altered, new RegExp(`${escaped} does not match its checksum`));
  }, 60_000);

  it('a backup made by a newer version of the site', async () => {
    const newer = path.join(work, 'newer.tar.gz');
    await rebuildArchive(archive, newer, ({ name, bytes }) => {
      if (name !== 'manifest.json') return bytes;
      const manifest = JSON.parse(bytes.toString('utf8')) as { migrations: string[] };
      manifest.migrations.push('0999_from_the_future');
      return Buffer.from(JSON.stringify(manifest));
    });
    await expectRefusedIntoEmpty(newer, /made by a newer or different version .*0999_from_the_future/);
  }, 60_000);

  it('an archive that is not there', async () => {
    await expectRefusedIntoEmpty(path.join(work, 'nowhere.tar.gz'), /nowhere\.tar\.gz is not a file/);
  }, 60_000);

  it('a data folder or a database that holds data, unless told to replace it', async () => {
    const replaceable = async (target: DataTarget) => {
      expect((await runRestore(archive, target)).code).toBe(0);
      const stray = await leaveStray(target);
      const before = await targetContents(target);
      expectRefusal(await runRestore(archive, target), /already (holds data|has \d+ tables).*--replace/);
      expect(await targetContents(target)).toEqual(before);
      const replaced = await runRestore(archive, target, ['--replace']);
      expect(replaced.code, replaced.stderr).toBe(0);
      expect(await stray.gone()).toBe(true);
    };
    await Promise.all([replaceable(await targets.folder()), replaceable(await targets.database())]);
  }, 120_000);

  it('the data folder or the database of a running backend, even with --replace', async () => {
    const inUse = async (target: DataTarget, pattern: RegExp) => {
      expect((await runRestore(archive, target)).code).toBe(0);
      const running = await startBackendOn(target);
      try {
        const before = await targetContents(target);
        expectRefusal(await runRestore(archive, target, ['--replace']), pattern);
        expect(await targetContents(target)).toEqual(before);
        expect((await fetch(`${running.url}/readyz`)).status).toBe(200);
      } finally {
        await running.stop();
      }
    };
    // The two targets' backends at once: each refusal is about its own target.
    const [folder, database] = [await targets.folder(), await targets.database()];
    await Promise.all([
      inUse(folder, new RegExp(`a backend \\(process \\d+\\) is running on ${folder.dataDir}`)),
      inUse(database, /\d+ other connections use the database .*stop them first/),
    ]);
  }, 180_000);
});

/** Something the backup does not hold, which a replacing restore must erase: a table, or a file. */
async function leaveStray(target: DataTarget): Promise<{ gone: () => Promise<boolean> }> {
  if (!target.databaseUrl) {
    const file = path.join(target.dataDir, 'media', 'stray.jpg');
    await writeFile(file, 'stray');
    return { gone: async () => !(await stat(file).catch(() => null)) };
  }
  const sql = postgres(target.databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await sql`create table public.stray (id int)`;
  } finally {
    await sql.end({ timeout: 5 });
  }
  return { gone: async () => !(await targetContents(target)).includes('public.stray') };
}
