import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { meta } from '../db/schema';
import type { Deps } from '../http/deps';
import { seedContent } from './content';
import { createMediaWriter } from './media-writer';
import { createRandom } from './prng';
import { seedReference } from './reference';
import { seedTalents } from './talents';

const SEED_MARK = 'seeded_at';
const sequences = ['talents', 'tags', 'posts', 'slides', 'countries', 'cities', 'skills'];

/** Replaces the demo content (never the submissions) with a freshly generated, deterministic demo agency. */
export async function runSeed(deps: Pick<Deps, 'db' | 'media' | 'config'>): Promise<{ files: number }> {
  const random = createRandom(20261122);
  const media = createMediaWriter(random);
  let files = 0;
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // On PostgreSQL the media rows are replaced in this transaction; on disk the folder is emptied now.
    const sink = await deps.media.replaceAll(tx);
    await tx.delete(meta).where(eq(meta.key, SEED_MARK));
    await tx.execute(sql`TRUNCATE talents, tags, posts, slides, social_links RESTART IDENTITY CASCADE`);
    const { skillCount } = await seedReference(tx);
    await seedTalents(tx, random, media, { count: deps.config.seedTalents, skillCount });
    await seedContent(tx, random, media);
    for (const table of sequences) {
      await tx.execute(
        sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT COALESCE(MAX(id), 0) + 1 FROM ${sql.identifier(table)}), false)`,
      );
    }
    // Files first, then the mark in the same transaction: a seed that fails half-way is redone next start.
    files = await media.flush(sink);
    await tx.insert(meta).values({ key: SEED_MARK, value: new Date().toISOString() });
  });
  return { files };
}

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select().from(meta).where(eq(meta.key, SEED_MARK)).limit(1);
  return rows.length > 0;
}

/** Seeds on first start; later starts reuse the data. Returns whether it seeded. */
export async function ensureSeeded(deps: Deps): Promise<boolean> {
  if (await isSeeded(deps.db)) return false;
  await runSeed(deps);
  return true;
}
