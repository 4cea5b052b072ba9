import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

// The database's tables as the backup reads and the restore writes them, found in PostgreSQL's catalog so
// the same code serves every schema version: a backup made before a migration restores at its own version,
// and the migrations after it run on the restored rows (restore.ts). The two tables left out, and why:
// docs/backups.md.

const notBackedUp = ['stored_files', 'backup_runs'];

/** Rows per archive entry: a batch is read, written and restored whole, so this bounds the memory used. */
export const rowsPerEntry = 2000;

export type Row = Record<string, unknown>;

/** The rows of a query run by drizzle, from PGlite (`{ rows }`) or postgres.js (an array). */
export async function rowsOf<T = Row>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

export const quoted = (identifier: string) => sql.raw(`"${identifier.replaceAll('"', '""')}"`);

/** The application's tables, parents before the tables whose rows name them. */
export async function tablesInRestoreOrder(db: Db): Promise<string[]> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relname not in (${sql.join(
          notBackedUp.map((name) => sql`${name}`),
          sql`, `,
        )})
        order by c.relname`,
  );
  const edges = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent from pg_constraint k
        join pg_class child on child.oid = k.conrelid join pg_class parent on parent.oid = k.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where k.contype = 'f' and n.nspname = 'public' and child.relname <> parent.relname`,
  );
  const parentsOf = new Map(tables.map(({ name }) => [name, new Set<string>()]));
  for (const { child, parent } of edges) parentsOf.get(child)?.add(parent);
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name) || path.has(name)) return;
    path.add(name);
    for (const parent of parentsOf.get(name) ?? []) visit(parent, path);
    ordered.push(name);
  };
  for (const { name } of tables) visit(name, new Set());
  return ordered;
}

/** The columns a row is written with: every stored column except those the database computes. */
async function writableColumns(db: Db, table: string): Promise<string[]> {
  const columns = await rowsOf<{ name: string }>(
    db,
    sql`select a.attname as name from pg_attribute a
        where a.attrelid = (select oid from pg_class where relname = ${table}
                            and relnamespace = 'public'::regnamespace)
          and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        order by a.attnum`,
  );
  return columns.map(({ name }) => name);
}

/** The primary key's columns, which give the batches a stable order within one snapshot. */
async function keyColumns(db: Db, table: string): Promise<string[]> {
  const columns = await rowsOf<{ name: string }>(
    db,
    sql`select a.attname as name from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[])
        where i.indisprimary and i.indrelid = (select oid from pg_class where relname = ${table}
                                                and relnamespace = 'public'::regnamespace)
        order by array_position(i.indkey::int2[], a.attnum)`,
  );
  return columns.map(({ name }) => name);
}

const columnList = (columns: string[]) =>
  sql.join(
    columns.map((column) => quoted(column)),
    sql`, `,
  );

/**
 * Reads a table in batches of JSON lines, each row as PostgreSQL's own JSON of it (bytea as hex, times in
 * ISO form), which `json_populate_recordset` reads back on either database.
 */
export async function* tableBatches(db: Db, table: string): AsyncGenerator<string[]> {
  const columns = await writableColumns(db, table);
  const keys = await keyColumns(db, table);
  const order = keys.length > 0 ? columnList(keys) : sql.raw('ctid');
  for (let offset = 0; ; offset += rowsPerEntry) {
    const rows = await rowsOf<{ line: string }>(
      db,
      sql`select row_to_json(t)::text as line from (
            select ${columnList(columns)} from public.${quoted(table)}
            order by ${order} limit ${rowsPerEntry} offset ${offset}) t`,
    );
    if (rows.length > 0) yield rows.map(({ line }) => line);
    if (rows.length < rowsPerEntry) return;
  }
}

/** Inserts one batch of rows read by `tableBatches` (JSON lines) into the same table. */
export async function insertBatch(db: Db, table: string, lines: string[]): Promise<void> {
  if (lines.length === 0) return;
  const columns = Object.keys(JSON.parse(lines[0]!) as Row);
  const json = `[${lines.join(',')}]`;
  await db.execute(
    sql`insert into public.${quoted(table)} (${columnList(columns)}) overriding system value
        select ${columnList(columns)} from json_populate_recordset(null::public.${quoted(table)}, ${json}::json)`,
  );
}

/** Sets each serial column's sequence past the largest restored value, so new rows get new ids. */
export async function advanceSequences(db: Db, tables: string[]): Promise<void> {
  for (const table of tables) {
    const serials = await rowsOf<{ column: string; sequence: string }>(
      db,
      sql`select a.attname as column, pg_get_serial_sequence(format('public.%I', c.relname), a.attname) as sequence
          from pg_attribute a join pg_class c on c.oid = a.attrelid
          where c.relname = ${table} and c.relnamespace = 'public'::regnamespace
            and a.attnum > 0 and not a.attisdropped
            and pg_get_serial_sequence(format('public.%I', c.relname), a.attname) is not null`,
    );
    for (const { column, sequence } of serials) {
      await db.execute(
        sql`select setval(${sequence}::regclass, coalesce(max(${quoted(column)}), 0) + 1, false)
            from public.${quoted(table)}`,
      );
    }
  }
}
