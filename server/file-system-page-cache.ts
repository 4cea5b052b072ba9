// Next.js's page and data cache on disk (its own file-system cache), the store of one machine (without
// REDIS_URL; server/cache-handler.ts chooses), with two limits Next does not have: an answer for a page that
// does not exist is never kept (server/page-cache-rules.ts), and the entries this server writes stay under
// PAGE_CACHE_MAX_MB, the least recently used going first (in PAGE_CACHE_DIR when set). Keys whose file names
// the file system cannot hold are not cached.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { parseEnv } from '../lib/env-schema';
import { APP_PAGE, APP_ROUTE, isNotFound } from './page-cache-rules';

type FileSystemCacheClass =
  typeof import('next/dist/server/lib/incremental-cache/file-system-cache.js').default;
const FileSystemCache: FileSystemCacheClass =
  (fileSystemCacheModule as unknown as { default?: FileSystemCacheClass }).default ?? fileSystemCacheModule;

type Set = FileSystemCacheClass['prototype']['set'];
type Get = FileSystemCacheClass['prototype']['get'];
type Value = Parameters<Set>[1];
type Internals = { getFilePath(key: string, kind: string): string };

/** Longest file-name part a key may have: file systems stop at 255 bytes, and Next adds suffixes. */
const MAX_NAME_BYTES = 200;

const fitsFileSystem = (key: string) =>
  key.split('/').every((part) => Buffer.byteLength(part) <= MAX_NAME_BYTES);

/** About how many bytes an entry takes on disk. */
export function entryBytes(key: string, value: Value): number {
  if (!value) return key.length;
  if (value.kind === APP_PAGE) {
    let segments = 0;
    for (const [path, buffer] of value.segmentData ?? []) segments += path.length + buffer.length;
    return key.length + value.html.length + (value.rscData?.length ?? 0) + segments;
  }
  if (value.kind === APP_ROUTE) return key.length + value.body.length;
  return key.length + JSON.stringify(value).length;
}

/** The files an entry is stored in, to delete them when it is evicted. */
function filesOf(internals: Internals, key: string, kind: string): string[] {
  if (kind === 'APP_PAGE') {
    const html = internals.getFilePath(`${key}.html`, 'APP_PAGE');
    return [
      html,
      html.replace(/\.html$/, '.rsc'),
      html.replace(/\.html$/, '.meta'),
      html.replace(/\.html$/, '.segments'),
    ];
  }
  if (kind === 'APP_ROUTE') {
    const body = internals.getFilePath(`${key}.body`, 'APP_ROUTE');
    return [body, body.replace(/\.body$/, '.meta')];
  }
  if (kind === 'FETCH') return [internals.getFilePath(key, 'FETCH')];
  return [];
}

// One ledger per process (Next may make several handler instances), in least-recently-used order.
const ledger = new Map<string, { bytes: number; kind: string }>();
let ledgerBytes = 0;

type Context = ConstructorParameters<FileSystemCacheClass>[0];

// Read once, at the first handler: Next makes a handler for every request, and validating the whole
// environment each time took about a tenth of the CPU a cached page costs (a profile under load).
let settings: { dir: string | undefined; maxBytes: number } | undefined;
function cacheSettings() {
  if (!settings) {
    const env = parseEnv(process.env);
    settings = { dir: env.PAGE_CACHE_DIR, maxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024 };
  }
  return settings;
}

export class BoundedFileSystemCache extends FileSystemCache {
  private readonly maxBytes: number;

  constructor(ctx: Context) {
    const { dir, maxBytes } = cacheSettings();
    // PAGE_CACHE_DIR gives one server its own cache beside a shared build (a test's own site, or a second
    // instance on the same folder); pages prerendered at build time are then rendered again on first ask.
    super(dir ? { ...ctx, serverDistDir: path.join(path.resolve(dir), 'server') } : ctx);
    this.maxBytes = maxBytes;
  }

  override async get(...args: Parameters<Get>): ReturnType<Get> {
    const [key] = args;
    if (!fitsFileSystem(key)) return null;
    const entry = await super.get(...args);
    const known = ledger.get(key);
    if (entry && known) {
      ledger.delete(key);
      ledger.set(key, known);
    }
    return entry;
  }

  override async set(key: string, value: Value, ctx: Parameters<Set>[2]): Promise<void> {
    if (isNotFound(value) || !fitsFileSystem(key)) return;
    await super.set(key, value, ctx);
    if (!value) return;
    const previous = ledger.get(key);
    if (previous) ledgerBytes -= previous.bytes;
    ledger.delete(key);
    const bytes = entryBytes(key, value);
    ledger.set(key, { bytes, kind: value.kind });
    ledgerBytes += bytes;
    await this.evict(key);
  }

  /** Drops the least recently used entries until the ledger fits, never the one just written. */
  private async evict(keep: string): Promise<void> {
    const internals = this as unknown as Internals;
    for (const [key, { bytes, kind }] of ledger) {
      if (ledgerBytes <= this.maxBytes) return;
      if (key === keep) continue;
      ledger.delete(key);
      ledgerBytes -= bytes;
      (FileSystemCache as unknown as { memoryCache?: { remove(key: string): void } }).memoryCache?.remove(
        key,
      );
      await Promise.all(
        filesOf(internals, key, kind).map((file) => rm(file, { recursive: true, force: true })),
      );
    }
  }
}

/** For tests: what the ledger holds. */
export function ledgerSnapshot(): { keys: string[]; bytes: number } {
  return { keys: [...ledger.keys()], bytes: ledgerBytes };
}
