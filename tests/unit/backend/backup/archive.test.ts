import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import tar from 'tar-stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyArchive, DamagedArchiveError } from '@/backend/backup/archive-reader';
import { BackupWriteError, writeArchive } from '@/backend/backup/archive-writer';
import { archiveFormat, manifestName, type Manifest } from '@/backend/backup/manifest';

const described: Omit<Manifest, 'entries'> = {
  format: archiveFormat,
  createdAt: '2026-12-02T10:00:00.000Z',
  source: 'pglite',
  migrations: ['0000_init'],
  tables: [{ name: 'talents', rows: 1 }],
  files: { media: 1, uploads: 0 },
};

let dir: string;
beforeEach(async () => void (dir = await mkdtemp(path.join(tmpdir(), 'archive-test-'))));
afterEach(() => rm(dir, { recursive: true, force: true }));

const rowsLine = Buffer.from('{"id":1,"name":"Ana"}\n');
const picture = Buffer.from('not really a jpeg, but bytes all the same');

async function goodArchive(name = 'backup.tar.gz') {
  return writeArchive(path.join(dir, name), async (sink) => {
    await sink.addBytes('db/talents/00001.jsonl', rowsLine);
    await sink.addStream('files/media/talents/1/a.jpg', picture.byteLength, Readable.from([picture]));
    return described;
  });
}

/** A tar.gz of the given entries, in order, as another tool could have made it. */
async function handMade(entries: [string, Buffer][]): Promise<string> {
  const pack = tar.pack();
  for (const [name, bytes] of entries) pack.entry({ name }, bytes);
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack) chunks.push(chunk as Buffer);
  const file = path.join(dir, 'hand-made.tar.gz');
  await writeFile(file, gzipSync(Buffer.concat(chunks)));
  return file;
}

async function entriesOf(file: string): Promise<[string, Buffer][]> {
  const extract = tar.extract();
  const { createGunzip } = await import('node:zlib');
  Readable.from([await readFile(file)])
    .pipe(createGunzip())
    .pipe(extract);
  const entries: [string, Buffer][] = [];
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    entries.push([entry.header.name, Buffer.concat(chunks)]);
  }
  return entries;
}

describe('a backup archive', () => {
  it('lists every entry with its size and checksum in a manifest, last', async () => {
    const { file, manifest } = await goodArchive();
    expect(manifest.entries.map((entry) => [entry.name, entry.bytes])).toEqual([
      ['db/talents/00001.jsonl', rowsLine.byteLength],
      ['files/media/talents/1/a.jpg', picture.byteLength],
    ]);
    const entries = await entriesOf(file);
    expect(entries.at(-1)?.[0]).toBe(manifestName);
    expect(await verifyArchive(file)).toEqual(manifest);
  });

  it('takes the next name rather than replacing a backup made in the same second', async () => {
    const first = await goodArchive();
    const second = await goodArchive();
    expect(path.basename(second.file)).toBe('backup-2.tar.gz');
    expect((await readdir(dir)).sort()).toEqual(['backup-2.tar.gz', 'backup.tar.gz']);
    await verifyArchive(first.file);
  });

  it('leaves no file when its entries cannot be made, with one sentence', async () => {
    const failing = writeArchive(path.join(dir, 'backup.tar.gz'), async (sink) => {
      await sink.addStream('files/media/a.jpg', 10, Readable.from([Buffer.from('short')]));
      return described;
    });
    await expect(failing).rejects.toThrow(BackupWriteError);
    await expect(failing).rejects.toThrow(
      /^Cannot write the backup .*backup\.tar\.gz: .*earlier backups are untouched\.$/,
    );
    expect(await readdir(dir)).toEqual([]);
  });
});

describe('verifyArchive refuses, in one sentence,', () => {
  const refusal = async (file: string) => {
    const error = await verifyArchive(file).then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(DamagedArchiveError);
    const message = (error as Error).message;
    expect(message.split('. ').length).toBeLessThanOrEqual(2);
    return message;
  };

  it('an archive cut short', async () => {
    const { file } = await goodArchive();
    const bytes = await readFile(file);
    await writeFile(file, bytes.subarray(0, Math.floor(bytes.byteLength / 2)));
    expect(await refusal(file)).toMatch(/ends too early.*; nothing was changed\.$/);
  });

  it('an entry whose bytes changed', async () => {
    const entries = await entriesOf((await goodArchive()).file);
    entries[1]![1] = Buffer.from(entries[1]![1].toString().replace('bytes', 'BYTES'));
    expect(await refusal(await handMade(entries))).toMatch(
      /files\/media\/talents\/1\/a\.jpg does not match its checksum in the manifest/,
    );
  });

  it('an entry the manifest does not list, or lists but is missing', async () => {
    const entries = await entriesOf((await goodArchive()).file);
    const manifest = entries.pop()!;
    expect(await refusal(await handMade([...entries, ['files/media/extra.jpg', picture], manifest]))).toMatch(
      /files\/media\/extra\.jpg is in it but not in its manifest/,
    );
    expect(await refusal(await handMade([entries[0]!, manifest]))).toMatch(/a\.jpg is missing from it/);
  });

  it('an archive without a manifest, or with something after it', async () => {
    const entries = await entriesOf((await goodArchive()).file);
    expect(await refusal(await handMade(entries.slice(0, -1)))).toMatch(/has no manifest/);
    expect(await refusal(await handMade([...entries, ['late.txt', picture]]))).toMatch(
      /entry after its manifest/,
    );
  });

  it("an archive with a flipped byte, in its own words rather than zlib's", async () => {
    const { file } = await goodArchive();
    const bytes = await readFile(file);
    // The gzip trailer's checksum of the whole archive: the byte zlib checks last.
    const crc = bytes.byteLength - 8;
    bytes.writeUInt8(bytes.readUInt8(crc) ^ 0x01, crc);
    await writeFile(file, bytes);
    const said = await refusal(file);
    expect(said).toMatch(
      /^The archive is damaged \(backup\.tar\.gz changed since it was written.*nothing was changed/,
    );
    expect(said).not.toMatch(/incorrect data check/);
  });

  it('a file that is no archive, or no file at all', async () => {
    const file = path.join(dir, 'notes.tar.gz');
    await writeFile(file, 'just some text');
    expect(await refusal(file)).toMatch(/not a readable backup archive/);
    expect(await refusal(path.join(dir, 'nowhere.tar.gz'))).toMatch(/is not a file/);
  });
});
