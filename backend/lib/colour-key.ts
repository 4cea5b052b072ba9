import { foldName } from './fold';

/**
 * A hair or eye colour as the database's generated `hair_key` / `eyes_key` columns hold it
 * (backend/db/talent-filter-columns.ts): "Dark-Brown ", "dark brown" and "DARK BROWN" are one colour.
 */
export function colourKey(value: string): string {
  return foldName(value)
    .replace(/[\s-]+/g, ' ')
    .trim();
}
