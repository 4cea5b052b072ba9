// Brotli and gzip forms of the build's static assets, written beside each file (`x.js.br`, `x.js.gz`) once
// per build, at the highest levels: the front sends them as they are (server/static-assets.ts), where
// compressing on every answer cost the event loop milliseconds per script and a lower level
// (docs/performance.md, "Static assets compressed once").
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Types worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.map', '.html']);
/** Smaller files gain nothing worth a second file (the front's own threshold for answers). */
const MIN_BYTES = 1024;

/** The forms written beside a file, by encoding: the suffix the front looks for (server/static-assets.ts). */
export const encodedSuffixes = { br: '.br', gzip: '.gz' };

async function filesUnder(folder) {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Whether `file` is an asset to compress: of a compressible type and not itself a compressed form. */
export function worthCompressing(file, size) {
  return size >= MIN_BYTES && COMPRESSIBLE.has(path.extname(file).toLowerCase());
}

async function compressOne(file) {
  const bytes = await readFile(file);
  if (!worthCompressing(file, bytes.length)) return { brBytes: 0, gzipBytes: 0, bytes: 0 };
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A form no smaller than the file is not written: the front then sends the file itself.
  if (br.length < bytes.length) await writeFile(file + encodedSuffixes.br, br);
  if (gz.length < bytes.length) await writeFile(file + encodedSuffixes.gzip, gz);
  return { brBytes: br.length, gzipBytes: gz.length, bytes: bytes.length };
}

/**
 * Writes the compressed forms of every asset under `folder`, two files at a time (zlib's work runs on
 * libuv's threads). Returns how many files were compressed and their bytes before and after.
 */
export async function precompressFolder(folder) {
  const files = (await filesUnder(folder)).filter(
    (file) => !file.endsWith(encodedSuffixes.br) && !file.endsWith(encodedSuffixes.gzip),
  );
  const totals = { files: 0, bytes: 0, brBytes: 0, gzipBytes: 0 };
  const queue = [...files];
  async function worker() {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const result = await compressOne(file);
      if (result.bytes === 0) continue;
      totals.files += 1;
      totals.bytes += result.bytes;
      totals.brBytes += result.brBytes;
      totals.gzipBytes += result.gzipBytes;
    }
  }
  await Promise.all([worker(), worker()]);
  return totals;
}
