import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { staleCode, type CurrentVersion } from '../../lib/contract/record-version';
import type { Db } from '../db/client';
import { staffAccounts, type talents } from '../db/schema';
import { HttpError } from '../http/errors';

// Saves that cannot lose another's: docs/staff.md, "Two people, one record".

/** Who saves: the staff member's account id; and, for a save of a record, the version it was edited from. */
export type Edit = { by: number; version: number };

/** A versioned table's columns this module reads and writes. */
type Versioned = { version: PgColumn; updatedAt: PgColumn; updatedBy: PgColumn };

/** What a created record is stamped with: who made it, and when (its version is the default 1). */
export const createdBy = (by: number) => ({ updatedAt: sql`now()`, updatedBy: by });

/** The `set` of a save besides its fields: the next version, now, and who saved (null: the operator). */
export const nextVersion = (table: Versioned, by: number | null) => ({
  version: sql`${table.version} + 1`,
  updatedAt: sql`now()`,
  updatedBy: by,
});

/** The condition a save is written under: the stored version is still the one it was edited from. */
export const stillAt = (table: Versioned, version: number): SQL => eq(table.version, version);

/** A record's version, who saved it last (their name) and when, as the editor reads them. */
export async function currentVersion(
  db: Db,
  table: Versioned & { _: unknown },
  where: SQL,
): Promise<CurrentVersion | null> {
  // An alias, so that the accounts' own table can name who changed an account.
  const editor = alias(staffAccounts, 'editor');
  const [row] = await db
    .select({ version: table.version, updatedAt: table.updatedAt, updatedBy: editor.name })
    // Drizzle's types cannot see the columns through the generic table; each versioned table has them.
    .from(table as never)
    .leftJoin(editor, eq(editor.id, table.updatedBy))
    .where(where)
    .limit(1);
  return row ? versionOf(row) : null;
}

export const versionOf = (row: {
  version: number;
  updatedAt: Date | null;
  updatedBy: string | null;
}): CurrentVersion => ({
  version: row.version,
  updatedAt: row.updatedAt?.toISOString() ?? null,
  updatedBy: row.updatedBy,
});

/** The 409 of a save made from an older version than the stored one: nothing was written. */
export const staleRecord = (current: CurrentVersion) =>
  new HttpError(409, 'Someone else saved this after it was opened; nothing was saved.', undefined, {
    code: staleCode,
    current,
  });

/**
 * Writes `fields` to the row `where` picks if it is still at `edit.version`, raising it; 409 `stale` when
 * the row is at another version (nothing written). Answers whether there was such a row.
 */
export async function saveAt(
  db: Db,
  table: Versioned & { _: unknown; id: PgColumn },
  where: SQL,
  fields: object,
  edit: Edit,
): Promise<boolean> {
  // Each versioned table has `id` and the version's columns: the talents' stands for them all.
  const t = table as unknown as typeof talents;
  const rows = await db
    .update(t)
    .set({ ...fields, ...nextVersion(t, edit.by) })
    .where(and(where, stillAt(t, edit.version)))
    .returning({ id: t.id });
  if (rows.length > 0) return true;
  const current = await currentVersion(db, table, where);
  if (current) throw staleRecord(current);
  return false;
}
