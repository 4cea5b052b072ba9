import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearStaging, createUploadFolder } from '@/backend/files/upload-folder';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'uploads-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

describe('upload folders', () => {
  it('puts the files in place only on commit, at the paths write() gave', async () => {
    const folder = await createUploadFolder(root, 'applications');
    const relative = await folder.write('image_1.jpg', new Uint8Array([1, 2, 3]));
    expect(existsSync(path.join(root, relative))).toBe(false);
    await folder.commit();
    expect([...(await readFile(path.join(root, relative)))]).toEqual([1, 2, 3]);
  });

  it('leaves no folder behind when a backend stops in the middle of an upload (staging is cleared at start)', async () => {
    const folder = await createUploadFolder(root, 'applications');
    await folder.write('image_1.jpg', new Uint8Array([1]));
    // The process ends here: no commit, no discard.
    await clearStaging(root);
    expect(await filesUnder(root)).toEqual([]);
    expect(existsSync(path.join(root, 'applications'))).toBe(false);
  });

  it('discards staged and committed files alike', async () => {
    const folder = await createUploadFolder(root, 'applications');
    const relative = await folder.write('image_1.jpg', new Uint8Array([1]));
    await folder.commit();
    await folder.discard();
    expect(existsSync(path.join(root, relative))).toBe(false);
  });
});
