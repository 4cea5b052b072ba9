import type { Db } from '../db/client';

// Where the backend keeps files (uploaded photos, demo media): one interface, two stores. Under PGlite they
// are files in the data folder (disk-files.ts); under PostgreSQL rows of `stored_files` (database-files.ts),
// so every backend instance on the database serves every file. Keys are relative paths ("talents/12/
// cover.jpg"), the same in both stores, and are what the database's media and file rows hold.

/** Inclusive byte offsets, as an HTTP range names them. */
export type ByteSpan = { start: number; end: number };

/** Size and a validator that changes whenever the file is rewritten (the same on every instance). */
export type FileInfo = { size: number; etag: string };

/** One submission's new files: they exist exactly when the transaction that names them commits. */
export type UploadBatch = {
  /** Keeps one file; answers its key. */
  write(name: string, bytes: Uint8Array): Promise<string>;
  /** Makes the files durable as part of `tx`, before its rows are committed. */
  commit(tx: Db): Promise<void>;
  /** Removes whatever was written, when the submission is not stored. */
  discard(): Promise<void>;
};

export type FileStore = {
  /** Where the file lives, for a person reading the inbox: a path on this host or a database row. */
  locate(key: string): string;
  info(key: string): Promise<FileInfo | null>;
  /** The file's bytes, all or one span; the stream errors if the file vanishes meanwhile. */
  stream(key: string, span?: ByteSpan): ReadableStream<Uint8Array>;
  /** A batch for a new submission's files under `<kind>/<yyyy-mm>/<uuid>/`. */
  uploadBatch(kind: string): Promise<UploadBatch>;
  /** Empties the store within `tx` (the seed's replacement); answers how to write each new file. */
  replaceAll(tx: Db): Promise<(key: string, bytes: Uint8Array) => Promise<void>>;
  /**
   * Removes files as part of `tx` (a submission erased with its rows): answers what to do once `tx` has
   * committed, so a transaction that fails keeps both the rows and their files.
   */
  remove(tx: Db, keys: string[]): Promise<() => Promise<void>>;
  /** Removes what a backend that stopped in the middle of an upload left behind. */
  recover(): Promise<void>;
};

/** A key as the HTTP layer received it, or null when it could name something outside the store. */
export function safeKey(relative: string): string | null {
  if (relative === '' || relative.includes('\0') || relative.includes('\\')) return null;
  const parts = relative.split('/');
  if (parts.some((part) => part === '' || part === '.' || part === '..')) return null;
  return relative;
}

export const etagOf = (size: number, writtenAtMs: number) =>
  `"${size.toString(36)}-${Math.floor(writtenAtMs).toString(36)}"`;
