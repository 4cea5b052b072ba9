import { createReadStream } from 'node:fs';
import { mkdir, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { clearStaging, createUploadFolder } from './upload-folder';
import { etagOf, type FileStore } from './file-store';

/** Files under `root` in the data folder (the store under PGlite, where one process owns the folder). */
export function diskFiles(root: string): FileStore {
  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    return file.startsWith(root + path.sep) ? file : null;
  };
  return {
    locate: (key) => path.join(root, key),
    async info(key) {
      const file = fileOf(key);
      const info = file ? await stat(file).catch(() => null) : null;
      return info?.isFile() ? { size: info.size, etag: etagOf(info.size, info.mtimeMs) } : null;
    },
    stream(key, span) {
      const file = fileOf(key);
      if (!file) throw new Error(`${key} is outside ${root}`);
      return Readable.toWeb(createReadStream(file, span)) as ReadableStream<Uint8Array>;
    },
    async uploadBatch(kind) {
      const folder = await createUploadFolder(root, kind);
      return {
        write: (name, bytes) => folder.write(name, bytes),
        commit: () => folder.commit(),
        discard: () => folder.discard(),
      };
    },
    async replaceAll() {
      await rm(root, { recursive: true, force: true });
      return async (key, bytes) => {
        const file = fileOf(key);
        if (!file) throw new Error(`${key} is outside ${root}`);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, bytes);
      };
    },
    remove(_tx, keys) {
      const files = keys.map((key) => fileOf(key)).filter((file) => file !== null);
      return Promise.resolve(async () => {
        for (const file of files) await rm(file, { force: true });
        // A submission's files share one folder of their own (createUploadFolder); it goes with the last.
        for (const folder of new Set(files.map((file) => path.dirname(file)))) {
          await rmdir(folder).catch(() => {});
        }
      });
    },
    recover: () => clearStaging(root),
  };
}
