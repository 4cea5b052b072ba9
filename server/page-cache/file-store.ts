// The page cache of one machine (no REDIS_URL): every entry in a file of its own under one folder, the
// recently used ones also in memory, both bounded. Tags' revalidation times live in this process: several
// processes on one folder share pages, not revalidations (that is what the Redis store is for).
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { deserializeEntry, serializeEntry, type CacheEntry, type TagState } from './entry';
import type { PageCacheStore } from './store';

export type FileStoreOptions = {
  folder: string;
  /** Bytes the entries this process wrote may take on disk. */
  maxDiskBytes: number;
  /** Bytes of entries kept in memory, read without touching the disk. */
  maxMemoryBytes: number;
};

/** A key's file: hashed, so any key fits any file system's names. */
export function entryFileName(key: string): string {
  return `${createHash('sha256').update(key).digest('hex')}.json`;
}

export function fileStore({ folder, maxDiskBytes, maxMemoryBytes }: FileStoreOptions): PageCacheStore {
  const memory = new LRUCache<string, CacheEntry>({ maxSize: maxMemoryBytes });
  // Each file's size by its key; the ones pushed out past the bound are removed after the write.
  const evicted: string[] = [];
  const disk = new LRUCache<string, number>({
    maxSize: maxDiskBytes,
    sizeCalculation: (bytes) => bytes,
    dispose: (_bytes, key, reason) => {
      if (reason === 'evict') evicted.push(key);
    },
  });
  const tags = new Map<string, TagState>();
  const fileOf = (key: string) => path.join(folder, entryFileName(key));
  let ready: Promise<unknown> | undefined;
  let writes = 0;

  return {
    async read(key) {
      // Either way it is now the most recently used on disk too.
      disk.get(key);
      const kept = memory.get(key);
      if (kept) return kept;
      let text: string;
      try {
        text = await readFile(fileOf(key), 'utf8');
      } catch {
        return null;
      }
      try {
        const entry = deserializeEntry(text);
        memory.set(key, entry, { size: text.length });
        return entry;
      } catch {
        return null;
      }
    },

    async write(key, entry) {
      const text = serializeEntry(entry);
      // A page larger than the whole bound is not kept.
      if (text.length > maxDiskBytes) return;
      memory.set(key, entry, { size: text.length });
      ready ??= mkdir(folder, { recursive: true });
      await ready;
      // Written whole, then renamed: a reader never sees half an entry.
      const file = fileOf(key);
      const temporary = `${file}.${process.pid}.${++writes}.tmp`;
      await writeFile(temporary, text);
      await rename(temporary, file);
      disk.set(key, text.length);
      await Promise.all(
        evicted.splice(0).map((gone) => {
          memory.delete(gone);
          return rm(fileOf(gone), { force: true });
        }),
      );
    },

    async remove(key) {
      memory.delete(key);
      disk.delete(key);
      await rm(fileOf(key), { force: true });
    },

    tagStates(list) {
      const found = new Map<string, TagState>();
      for (const tag of list) {
        const state = tags.get(tag);
        if (state) found.set(tag, state);
      }
      return Promise.resolve(found);
    },

    recordTagStates(states) {
      for (const [tag, state] of states) tags.set(tag, state);
      return Promise.resolve();
    },
  };
}
