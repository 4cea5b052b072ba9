import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The text a staff search looks in: the columns joined by spaces, one expression that a trigram index
 * (pg_trgm, migration 0009) covers, so `%fragment%` is found without reading every row. The index and the
 * query must write it the same way, hence one function for both.
 */
export const searchText = (columns: PgColumn[]): SQL =>
  sql`(${sql.join(
    columns.map((column) => sql`${column}`),
    sql` || ' ' || `,
  )})`;

/** The index's expression with its operator class, for `index().using('gin', …)`. */
export const trigramsOf = (columns: PgColumn[]): SQL => sql`${searchText(columns)} gin_trgm_ops`;
