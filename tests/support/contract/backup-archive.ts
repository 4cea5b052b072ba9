import { readFile, writeFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { gunzipSync, gzipSync } from 'node:zlib';
import tar from 'tar-stream';

// Backup archives made wrong on purpose, from a good one: cut short, or rebuilt with an entry changed.

type Entry = { name: string; bytes: Buffer };

async function entriesOf(archive: string): Promise<Entry[]> {
  const extract = tar.extract();
  const reading = pipeline(Readable.from([gunzipSync(await readFile(archive))]), extract);
  const entries: Entry[] = [];
  for await (const entry of extract) entries.push({ name: entry.header.name, bytes: await buffer(entry) });
  await reading;
  return entries;
}

/** Writes `to`: the archive `from`, its entries in the same order, each as `edit` answers it. */
export async function rebuildArchive(
  from: string,
  to: string,
  edit: (entry: Entry) => Buffer,
): Promise<void> {
  const pack = tar.pack();
  const packed = buffer(pack);
  for (const entry of await entriesOf(from)) {
    const bytes = edit(entry);
    pack.entry({ name: entry.name, size: bytes.byteLength, mode: 0o600 }, bytes);
  }
  pack.finalize();
  await writeFile(to, gzipSync(await packed));
}

/** Writes `to`: the first half of the archive `from`. */
export async function cutArchive(from: string, to: string): Promise<void> {
  const bytes = await readFile(from);
  await writeFile(to, bytes.subarray(0, Math.floor(bytes.byteLength / 2)));
}
