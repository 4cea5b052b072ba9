import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { manifestName, manifestSchema, type Manifest } from './manifest';

/** An archive that cannot be restored, with the one sentence that says why. */
export class DamagedArchiveError extends Error {}

const damaged = (file: string, why: string) =>
  new DamagedArchiveError(`${path.basename(file)} cannot be restored: ${why}; nothing was changed.`);

/** Reads every entry of the archive in order; `onEntry` must consume or drain the stream it is given. */
async function eachEntry(
  file: string,
  onEntry: (name: string, size: number, stream: Readable) => Promise<void>,
): Promise<void> {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  let failure: unknown;
  reading.catch((error: unknown) => (failure ??= error));
  try {
    for await (const entry of extract) {
      if (entry.header.type !== 'file') {
        entry.resume();
        continue;
      }
      await onEntry(entry.header.name, entry.header.size, entry as unknown as Readable);
    }
    await reading;
  } catch (error) {
    extract.destroy();
    await reading.catch(() => {});
    // What the handler found wrong says more than the stream's end it caused.
    throw error instanceof DamagedArchiveError ? error : (failure ?? error);
  }
}

/**
 * Reads the whole archive once and checks it against its manifest: every entry present, of its size and
 * checksum, and nothing else. Answers the manifest, or throws a DamagedArchiveError naming the first fault.
 */
export async function verifyArchive(file: string): Promise<Manifest> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile())
    throw new DamagedArchiveError(`${file} is not a file: give the path of a backup archive.`);
  const seen = new Map<string, { bytes: number; sha256: string }>();
  let manifestText: Buffer | undefined;
  try {
    await eachEntry(file, async (name, _size, stream) => {
      if (manifestText) throw damaged(file, `it has an entry after its manifest (${name})`);
      if (name === manifestName) {
        manifestText = await buffer(stream);
        return;
      }
      const hash = createHash('sha256');
      let bytes = 0;
      for await (const chunk of stream) {
        hash.update(chunk as Buffer);
        bytes += (chunk as Buffer).byteLength;
      }
      seen.set(name, { bytes, sha256: hash.digest('hex') });
    });
  } catch (error) {
    if (error instanceof DamagedArchiveError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    // zlib's own words for a compressed stream that stops before its end.
    if (code === 'Z_BUF_ERROR' || /unexpected end of file/i.test((error as Error).message))
      throw damaged(file, 'it ends too early (the file was cut short: copy it again)');
    // A gzip file whose bytes changed (a flipped byte fails zlib's checksum, or breaks a block): told in the
    // operator's words, not zlib's ("incorrect data check"). A file that is no gzip at all fails its header.
    if (code === 'Z_DATA_ERROR' && !/header check/.test((error as Error).message)) {
      throw new DamagedArchiveError(
        `The archive is damaged (${path.basename(file)} changed since it was written, on a bad disk or in a copy): it cannot be restored, and nothing was changed; copy it again or restore another backup.`,
      );
    }
    throw damaged(file, `it is not a readable backup archive (${(error as Error).message})`);
  }
  if (!manifestText)
    throw damaged(file, 'it has no manifest (it is not a backup of this site, or it was cut short)');
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(manifestText.toString('utf8')));
  } catch {
    throw damaged(file, 'its manifest is not one this version can read');
  }
  for (const entry of manifest.entries) {
    const found = seen.get(entry.name);
    if (!found) throw damaged(file, `${entry.name} is missing from it`);
    if (found.bytes !== entry.bytes || found.sha256 !== entry.sha256)
      throw damaged(
        file,
        `${entry.name} does not match its checksum in the manifest (the archive was altered)`,
      );
    seen.delete(entry.name);
  }
  const [extra] = seen.keys();
  if (extra !== undefined) throw damaged(file, `${extra} is in it but not in its manifest`);
  return manifest;
}

/** Reads the entries of an archive already verified, in order, handing each to `onEntry` (not the manifest). */
export function readArchive(
  file: string,
  onEntry: (name: string, size: number, stream: Readable) => Promise<void>,
): Promise<void> {
  return eachEntry(file, async (name, size, stream) => {
    if (name === manifestName) return void (await buffer(stream));
    await onEntry(name, size, stream);
  });
}
