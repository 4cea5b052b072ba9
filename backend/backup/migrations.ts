import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { journalFile, migrationNames, migrationsFolder, readJournal } from '../db/migration-journal';
import { rowsOf } from './table-rows';

// Which migrations a database has, by tag (drizzle records each one's `when` from the journal), and a
// migrations folder that stops at a given one: a backup restores at its own schema version, then the
// migrations after it run as they would on the agency's own database after an upgrade.

/** Every migration this version of the site has, in order. */
export async function knownMigrations(): Promise<string[]> {
  return (await readJournal()).entries.map((entry) => entry.tag);
}

/** The migrations applied to `db`, by tag; one this version does not know is named by its time. */
export async function appliedMigrations(db: Db): Promise<string[]> {
  const nameOf = await migrationNames();
  const applied = await rowsOf<{ when: string }>(
    db,
    sql`select created_at::text as when from drizzle.__drizzle_migrations order by created_at`,
  );
  return applied.map(({ when }) => nameOf(Number(when)));
}

/**
 * Why this version cannot restore a backup whose database had `applied`, or null when it can: the
 * backup's migrations must be this version's first ones (the same or an older version of the site).
 */
export async function refusedMigrations(applied: string[]): Promise<string | null> {
  const known = await knownMigrations();
  const first = applied.findIndex((tag, index) => known[index] !== tag);
  if (first === -1) return null;
  return `it was made by a newer or different version of the site (its migration ${applied[first]} is not this version's); restore it with that version`;
}

/** A copy of the migrations folder whose journal ends after `count` migrations; `remove` deletes it. */
export async function migrationsUpTo(
  count: number,
): Promise<{ folder: string; remove: () => Promise<void> }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'agency-migrations-'));
  const all = await readJournal();
  const entries = all.entries.slice(0, count);
  await mkdir(path.join(folder, 'meta'));
  await writeFile(journalFile(folder), JSON.stringify({ ...all, entries }));
  for (const { tag } of entries) {
    await copyFile(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  }
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}
