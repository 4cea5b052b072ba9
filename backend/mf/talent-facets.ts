import { and, asc, eq, isNotNull, max, min, type SQL } from 'drizzle-orm';
import { talents } from '../db/schema';
import { shown } from './shown-talents';
import type { Deps } from '../http/deps';

export type FacetQuery = { category: 1 | 1891 | undefined; hair: boolean; eyes: boolean; heights: boolean };

/**
 * What the roster filters can offer: the hair and eye colours that talents have (one spelling per colour:
 * the first in sort order), and the lowest and highest height in centimetres. Read through the filter
 * indexes (talent-filter-columns.ts), led by the category.
 */
export async function talentFacets(db: Deps['db'], query: FacetQuery): Promise<Record<string, unknown>> {
  const inCategory = query.category === undefined ? undefined : eq(talents.categoryId, query.category);
  const where = (condition: SQL) => and(inCategory, shown, condition);
  const columns = {
    hair: { value: talents.hair, key: talents.hairKey },
    eyes: { value: talents.eyes, key: talents.eyesKey },
  } as const;
  const colours = async (kind: keyof typeof columns) => {
    const { value, key } = columns[kind];
    const rows = await db
      .select({ key, value: min(value) })
      .from(talents)
      .where(where(isNotNull(key)))
      .groupBy(key)
      .orderBy(asc(key));
    return rows.flatMap((row) => (row.value ? [row.value.trim()] : []));
  };
  const data: Record<string, unknown> = {};
  if (query.hair) data.hair = await colours('hair');
  if (query.eyes) data.eyes = await colours('eyes');
  if (query.heights) {
    const [range] = await db
      .select({ min: min(talents.heightCm), max: max(talents.heightCm) })
      .from(talents)
      .where(where(isNotNull(talents.heightCm)));
    data.heights = range?.min != null && range.max != null ? { min: range.min, max: range.max } : null;
  }
  return data;
}
