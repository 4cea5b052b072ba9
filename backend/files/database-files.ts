import { randomUUID } from 'node:crypto';
import { eq, inArray, like, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storedFiles } from '../db/schema';
import { etagOf, type FileStore } from './file-store';
import { escapeLike } from '../lib/like-pattern';

// Read in slices, so serving a large photo or a video's range holds at most one slice in memory.
const SLICE = 256 * 1024;

/**
 * Files as rows of `stored_files` under `<area>/` (PostgreSQL): every backend instance on the database
 * reads what any of them wrote, and a file is written in the same transaction as the row that names it.
 */
export function databaseFiles(db: Db, area: 'media' | 'uploads'): FileStore {
  const rowPath = (key: string) => `${area}/${key}`;

  async function slice(key: string, offset: number, length: number): Promise<Uint8Array | null> {
    const [row] = await db
      .select({ chunk: sql<Uint8Array>`substring(${storedFiles.content} from ${offset + 1} for ${length})` })
      .from(storedFiles)
      .where(eq(storedFiles.path, rowPath(key)));
    return row ? row.chunk : null;
  }

  return {
    locate: (key) => `database:stored_files/${rowPath(key)}`,
    async info(key) {
      const [row] = await db
        .select({ bytes: storedFiles.bytes, createdAt: storedFiles.createdAt })
        .from(storedFiles)
        .where(eq(storedFiles.path, rowPath(key)));
      return row ? { size: row.bytes, etag: etagOf(row.bytes, row.createdAt.getTime()) } : null;
    },
    stream(key, span) {
      let offset = span?.start ?? 0;
      const end = span ? span.end + 1 : Number.POSITIVE_INFINITY;
      return new ReadableStream<Uint8Array>({
        async pull(controller) {
          const length = Math.min(SLICE, end - offset);
          const chunk = await slice(key, offset, length);
          if (!chunk) return controller.error(new Error(`${rowPath(key)} is no longer stored`));
          if (chunk.byteLength > 0) controller.enqueue(chunk);
          offset += chunk.byteLength;
          if (offset >= end || chunk.byteLength < length) controller.close();
        },
      });
    },
    uploadBatch(kind) {
      const folder = `${kind}/${new Date().toISOString().slice(0, 7)}/${randomUUID()}`;
      const pending: { key: string; bytes: Uint8Array }[] = [];
      return Promise.resolve({
        write(name, bytes) {
          const key = `${folder}/${name}`;
          pending.push({ key, bytes });
          return Promise.resolve(key);
        },
        async commit(tx) {
          if (pending.length === 0) return;
          await tx.insert(storedFiles).values(
            pending.map(({ key, bytes }) => ({
              path: rowPath(key),
              content: bytes,
              bytes: bytes.byteLength,
            })),
          );
        },
        // Rows written by a transaction that rolled back are gone already; this covers one that committed.
        async discard() {
          pending.length = 0;
          await db.delete(storedFiles).where(like(storedFiles.path, `${escapeLike(rowPath(folder))}/%`));
        },
      });
    },
    async replaceAll(tx) {
      await tx.delete(storedFiles).where(like(storedFiles.path, `${area}/%`));
      return async (key, bytes) => {
        await tx.insert(storedFiles).values({ path: rowPath(key), content: bytes, bytes: bytes.byteLength });
      };
    },
    // A transaction that stopped half-way left nothing.
    async remove(tx, keys) {
      if (keys.length > 0) await tx.delete(storedFiles).where(inArray(storedFiles.path, keys.map(rowPath)));
      return async () => {};
    },
    recover: async () => {},
  };
}
