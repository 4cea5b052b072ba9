import { gte, inArray, lte, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { talents } from '../db/schema';
import { valueKey } from '../../lib/vocabulary/fold';

/** Heights the filter accepts, in centimetres: wider than any person, so a bound is never refused as odd. */
export const HEIGHT_RANGE = { min: 30, max: 300 } as const;
const height = z.number().int().min(HEIGHT_RANGE.min).max(HEIGHT_RANGE.max).optional();

// One colour, or several (any of them matches). A blank string is no filter, as an empty form field sends.
const colour = z
  .union([z.string().max(50), z.array(z.string().min(1).max(50)).max(20)])
  .optional()
  .transform((value) => {
    const keys = (Array.isArray(value) ? value : value === undefined ? [] : [value])
      .map(valueKey)
      .filter(Boolean);
    return [...new Set(keys)];
  });

/** The measure filters of `POST /api/talents` (docs/backend-contract.md), beside category, letter and search. */
export const measureFilterShape = {
  height_min: height,
  height_max: height,
  hair: colour,
  eyes: colour,
};

export type MeasureFilters = {
  height_min?: number | undefined;
  height_max?: number | undefined;
  hair: string[];
  eyes: string[];
};

/** A range upside down is refused rather than read as the visitor may have meant it. */
export function checkHeightRange(filters: MeasureFilters, ctx: z.RefinementCtx): void {
  const { height_min: min, height_max: max } = filters;
  if (min !== undefined && max !== undefined && min > max)
    ctx.addIssue({ code: 'custom', path: ['height_min'], message: 'height_min is above height_max' });
}

/** The SQL conditions of the measure filters; each is served by its own index (talent-filter-columns.ts). */
export function measureConditions(filters: MeasureFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.height_min !== undefined) conditions.push(gte(talents.heightCm, filters.height_min));
  if (filters.height_max !== undefined) conditions.push(lte(talents.heightCm, filters.height_max));
  if (filters.hair.length > 0) conditions.push(inArray(talents.hairKey, filters.hair));
  if (filters.eyes.length > 0) conditions.push(inArray(talents.eyesKey, filters.eyes));
  return conditions;
}
