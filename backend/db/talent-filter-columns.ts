import { sql } from 'drizzle-orm';
import { index, integer, text, type AnyPgColumn } from 'drizzle-orm/pg-core';

// The roster filters (height, hair, eyes) compare derived forms of free-text columns. PostgreSQL computes
// them as stored generated columns, so every writer (the seed, a future panel) gets them for free and the
// indexes below can serve the filters; nothing in the code can forget to fill them in.

/**
 * Folds a colour the way `valueKey()` (lib/vocabulary/fold.ts) does in the request: lower case, common
 * Latin accents removed, runs of spaces and hyphens made one space, blank as NULL. Only immutable functions,
 * as a generated column requires.
 */
const colourKeySql = (column: string) =>
  sql.raw(
    `NULLIF(btrim(regexp_replace(translate(lower(${column}), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn'), '[\\s-]+', ' ', 'g')), '')`,
  );

/**
 * Height in whole centimetres when the stored value starts with one (`178/5'10"`, `178 cm`), else NULL: a
 * value in another form is never matched by a height filter rather than guessed at.
 */
const heightCmSql = sql.raw(
  `CASE WHEN "height" ~* '^\\s*[0-9]{2,3}\\s*(cm)?\\s*(/.*)?$' THEN substring("height" from '^\\s*([0-9]{2,3})')::integer END`,
);

/** The generated columns of `talents` that the roster filters read. */
export const talentFilterColumns = {
  heightCm: integer('height_cm').generatedAlwaysAs(heightCmSql),
  hairKey: text('hair_key').generatedAlwaysAs(colourKeySql('"hair"')),
  eyesKey: text('eyes_key').generatedAlwaysAs(colourKeySql('"eyes"')),
};

type FilterColumns = {
  categoryId: AnyPgColumn;
  heightCm: AnyPgColumn;
  hairKey: AnyPgColumn;
  eyesKey: AnyPgColumn;
};

/** One index per filter, each led by the category every roster query names. */
export const talentFilterIndexes = (t: FilterColumns) => [
  index('talents_category_height_idx').on(t.categoryId, t.heightCm),
  index('talents_category_hair_idx').on(t.categoryId, t.hairKey),
  index('talents_category_eyes_idx').on(t.categoryId, t.eyesKey),
];
