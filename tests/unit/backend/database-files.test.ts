import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/backend/db/client';
import * as schema from '@/backend/db/schema';
import { databaseFiles } from '@/backend/files/database-files';
import { safeKey } from '@/backend/files/file-store';

// The database store on a real PostgreSQL engine (PGlite in memory, the backend's own migrations): files
// larger than one 256 KiB slice come back whole and by any span, across slice boundaries.
let client: PGlite;
let db: Db;

beforeAll(async () => {
  client = await PGlite.create({ extensions: { pg_trgm } });
  const database = drizzle({ client, schema });
  await migrate(database, { migrationsFolder: 'backend/migrations' });
  db = database;
}, 60_000);
afterAll(() => client.close());

const bytesOf = (length: number) => Uint8Array.from({ length }, (_, i) => (i * 7 + (i >> 8)) % 256);

const collect = async (stream: ReadableStream<Uint8Array>) =>
  new Uint8Array(await new Response(stream).arrayBuffer());

// PGlite runs Postgres in WebAssembly: a transaction's first queries can take seconds on a busy machine.
describe('database file store', { timeout: 30_000 }, () => {
  it('keeps a batch only when its transaction commits, and streams it whole and by spans', async () => {
    const store = databaseFiles(db, 'uploads');
    const content = bytesOf(600_000);
    const rolledBack = await store.uploadBatch('applications');
    const lost = await rolledBack.write('image_1.png', content);
    await expect(
      db.transaction(async (tx) => {
        await rolledBack.commit(tx);
        throw new Error('the row insert failed');
      }),
    ).rejects.toThrow('the row insert failed');
    expect(await store.info(lost)).toBeNull();

    const batch = await store.uploadBatch('applications');
    const key = await batch.write('image_1.png', content);
    expect(key).toMatch(/^applications\/\d{4}-\d{2}\/[0-9a-f-]{36}\/image_1\.png$/);
    await db.transaction((tx) => batch.commit(tx));
    expect(store.locate(key)).toBe(`database:stored_files/uploads/${key}`);
    const info = await store.info(key);
    expect(info?.size).toBe(600_000);
    expect(info?.etag).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/);

    expect(await collect(store.stream(key))).toEqual(content);
    for (const [start, end] of [
      [0, 0],
      [262_140, 262_150],
      [100, 599_999],
      [524_287, 524_288],
      [599_990, 599_999],
    ] as const) {
      expect(await collect(store.stream(key, { start, end }))).toEqual(content.slice(start, end + 1));
    }

    await batch.discard();
    expect(await store.info(key)).toBeNull();
    await expect(collect(store.stream(key))).rejects.toThrow(/no longer stored/);
  });

  it('replaces only its own area in the seed transaction', async () => {
    const media = databaseFiles(db, 'media');
    const uploads = databaseFiles(db, 'uploads');
    const kept = await uploads.uploadBatch('applications');
    const upload = await kept.write('image_2.png', bytesOf(10));
    await db.transaction((tx) => kept.commit(tx));
    await db.transaction(async (tx) => {
      const put = await media.replaceAll(tx);
      await put('talents/1/cover.jpg', bytesOf(20));
    });
    await db.transaction(async (tx) => {
      const put = await media.replaceAll(tx);
      await put('talents/2/cover.jpg', bytesOf(30));
    });
    expect(await media.info('talents/1/cover.jpg')).toBeNull();
    expect((await media.info('talents/2/cover.jpg'))?.size).toBe(30);
    expect((await uploads.info(upload))?.size).toBe(10);
  });
});

describe('safeKey', () => {
  it('accepts plain relative paths and refuses anything that could leave the store', () => {
    expect(safeKey('talents/12/cover.jpg')).toBe('talents/12/cover.jpg');
    for (const bad of ['', '../db/x', 'a/../../b', '/etc/passwd', 'a//b', 'a/./b', 'a\\b', 'a\0b', 'a/'])
      expect(safeKey(bad), JSON.stringify(bad)).toBeNull();
  });
});
