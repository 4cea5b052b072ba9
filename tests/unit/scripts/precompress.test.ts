import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFolder, worthCompressing } from '@/server/precompress.mjs';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

function assetsFolder(files: Record<string, Buffer | string>): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  folders.push(folder);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    writeFileSync(path.join(folder, name), content);
  }
  return folder;
}

const script = `self.chunk = [${'"una función de la página", '.repeat(400)}];\n`;

describe('precompressFolder', () => {
  it('writes a Brotli and a gzip form beside each script and stylesheet, each decoding to the file', async () => {
    const folder = assetsFolder({ 'chunks/a.js': script, 'css/b.css': `.card{color:red}\n`.repeat(200) });
    const totals = await precompressFolder(folder);
    for (const name of ['chunks/a.js', 'css/b.css']) {
      const file = path.join(folder, name);
      const original = readFileSync(file);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(original)).toBe(true);
      expect(gunzipSync(readFileSync(`${file}.gz`)).equals(original)).toBe(true);
    }
    expect(totals.files).toBe(2);
    expect(totals.brBytes).toBeLessThan(totals.gzipBytes);
    expect(totals.gzipBytes).toBeLessThan(totals.bytes / 5);
  });

  it('leaves small files, images and files that do not shrink as they are', async () => {
    const folder = assetsFolder({
      'small.css': '.a{color:red}',
      'media/photo.png': randomBytes(4096),
      'chunks/random.js': randomBytes(4096),
    });
    const totals = await precompressFolder(folder);
    for (const name of ['small.css', 'media/photo.png', 'chunks/random.js']) {
      expect(existsSync(path.join(folder, `${name}.br`))).toBe(false);
      expect(existsSync(path.join(folder, `${name}.gz`))).toBe(false);
    }
    // The random script was compressed and found no smaller; the others were never tried.
    expect(totals.files).toBe(1);
  });

  it('never compresses a compressed form again when the build step runs twice', async () => {
    const folder = assetsFolder({ 'chunks/a.js': script });
    await precompressFolder(folder);
    const again = await precompressFolder(folder);
    expect(again.files).toBe(1);
    expect(existsSync(path.join(folder, 'chunks/a.js.br.br'))).toBe(false);
    expect(existsSync(path.join(folder, 'chunks/a.js.gz.gz'))).toBe(false);
  });
});

describe('worthCompressing', () => {
  it('takes text types from 1 KB, whatever the case of the extension', () => {
    expect(worthCompressing('a.js', 1024)).toBe(true);
    expect(worthCompressing('a.CSS', 5000)).toBe(true);
    expect(worthCompressing('icon.svg', 2048)).toBe(true);
    expect(worthCompressing('a.js', 1023)).toBe(false);
    expect(worthCompressing('a.woff2', 50_000)).toBe(false);
    expect(worthCompressing('a.js.br', 50_000)).toBe(false);
  });
});
