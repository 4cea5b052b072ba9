import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { readArchive, verifyArchive } from '../../backend/backup/archive-reader';

// The staff area deletes a talent, post or slide of the demo seed for good but leaves the seed's files, which
// rows may share (backend/staff/own-file.ts). A fixture is kept forever, so the files of the seed's roster,
// news and slides that no row names any more leave the data folder before its backup is made.

const seedFolders = /^files\/media\/(talents|posts|slides)\/(.+)$/;

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Removes from `dataDir`'s media the seed's files that no row of `archive` (its backup) names. */
export async function removeUnnamedSeedFiles(archive: string, dataDir: string): Promise<void> {
  const manifest = await verifyArchive(archive);
  let rows = '';
  await readArchive(archive, async (name, _size, stream) => {
    if (name.startsWith('db/')) rows += await text(stream);
    else stream.resume();
  });
  for (const { name } of manifest.entries) {
    const [, folder, rest] = seedFolders.exec(name) ?? [];
    const key = folder && rest ? `${folder}/${rest}` : null;
    if (key && !rows.includes(JSON.stringify(key))) await rm(path.join(dataDir, 'media', key));
  }
}
