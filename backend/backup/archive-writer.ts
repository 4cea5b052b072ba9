import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { link, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { syncPath } from '../files/upload-folder';
import { manifestName, type Manifest, type ManifestEntry } from './manifest';

/** Adds entries to an archive being written, one at a time, each with its checksum. */
export type EntrySink = {
  /** A whole entry in memory (a batch of rows, the secrets). */
  addBytes(name: string, bytes: Uint8Array): Promise<void>;
  /** A file read as it goes: `size` must be its exact length. */
  addStream(name: string, size: number, source: Readable): Promise<void>;
};

/** Why an archive could not be written, in one sentence for the operator (the disk is full, say). */
export class BackupWriteError extends Error {}

/**
 * Gives the finished archive its name without replacing another (two backups in one second): a hard link
 * fails when the name is taken, and the next name, `-2`, `-3`…, is tried. Answers the name it got.
 */
async function place(temporary: string, file: string): Promise<string> {
  const { dir, name } = path.parse(file.replace(/\.tar\.gz$/, ''));
  for (let attempt = 1; ; attempt += 1) {
    const target = path.join(dir, `${name}${attempt === 1 ? '' : `-${attempt}`}.tar.gz`);
    try {
      await link(temporary, target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') continue;
      // A file system without hard links: a rename, which cannot refuse a taken name.
      if (code === 'EPERM' || code === 'ENOTSUP' || code === 'EOPNOTSUPP') {
        await rename(temporary, target);
        return target;
      }
      throw error;
    }
    await rm(temporary);
    return target;
  }
}

function explain(file: string, error: unknown): BackupWriteError {
  const code = (error as NodeJS.ErrnoException).code;
  const reason =
    code === 'ENOSPC' || code === 'EDQUOT'
      ? `the disk of ${path.dirname(file)} is full`
      : code === 'EACCES' || code === 'EPERM'
        ? `${path.dirname(file)} is not writable`
        : (error as Error).message;
  return new BackupWriteError(
    `Cannot write the backup ${file}: ${reason}; nothing was kept of it, earlier backups are untouched.`,
  );
}

/**
 * Writes an archive to `file`: under a hidden temporary name in the same folder, synced to disk, then
 * given its name, so a full disk or a crash leaves the earlier backups and no half archive. `fill` adds the entries;
 * the manifest, made of their checksums and `describe`'s counts, goes last.
 */
export async function writeArchive(
  file: string,
  fill: (sink: EntrySink) => Promise<Omit<Manifest, 'entries'>>,
): Promise<{ file: string; bytes: number; manifest: Manifest }> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.partial`);
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(temporary, { flags: 'wx', mode: 0o600 }));
  // A failed write ends the pipeline; the entries being added learn it through `failed`.
  let failure: Error | undefined;
  written.catch((error: unknown) => {
    failure ??= error as Error;
    pack.destroy(failure);
  });
  const entries: ManifestEntry[] = [];
  const mtime = new Date();

  const entry = (name: string, size: number, source: Readable): Promise<void> => {
    const hash = createHash('sha256');
    const hashing = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        done(null, chunk);
      },
    });
    return new Promise<void>((resolve, reject) => {
      if (failure) return reject(failure);
      const sink = pack.entry({ name, size, mtime, mode: 0o600 }, (error) => {
        if (error) return reject(error);
        entries.push({ name, bytes: size, sha256: hash.digest('hex') });
        resolve();
      });
      for (const stream of [source, hashing, sink]) stream.on('error', reject);
      source.pipe(hashing).pipe(sink);
    });
  };
  const sink: EntrySink = {
    addBytes: (name, bytes) => entry(name, bytes.byteLength, Readable.from([Buffer.from(bytes)])),
    addStream: (name, size, source) => entry(name, size, source),
  };

  try {
    const described = await fill(sink);
    const manifest: Manifest = { ...described, entries };
    const text = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await new Promise<void>((resolve, reject) => {
      pack.entry({ name: manifestName, size: text.byteLength, mtime, mode: 0o600 }, text, (error) =>
        error ? reject(error) : resolve(),
      );
    });
    pack.finalize();
    await written;
    await syncPath(temporary);
    const { size } = await stat(temporary);
    const placed = await place(temporary, file);
    await syncPath(path.dirname(file)).catch(() => {});
    return { file: placed, bytes: size, manifest };
  } catch (error) {
    pack.destroy();
    await written.catch(() => {});
    await rm(temporary, { force: true });
    if (error instanceof BackupWriteError) throw error;
    throw explain(file, failure ?? error);
  }
}
