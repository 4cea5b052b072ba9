import { isLetter } from '../vocabulary/letters';
import {
  hasMeasureFilter,
  measureKeys,
  measureQuery,
  noMeasureFilter,
  parseMeasureFilter,
  type MeasureFilter,
} from './measure-filter';

/** The longest name search the back end accepts. */
export const SEARCH_MAX_LENGTH = 100;

/**
 * A roster's filter as it travels in the URL: `?q=ana&letter=a&height_min=170&height_max=185&hair=…&eyes=…`.
 * Every part is optional and they combine.
 */
export type RosterFilter = { search: string | null; letter: string | null } & MeasureFilter;

export const noFilter: RosterFilter = { search: null, letter: null, ...noMeasureFilter };

/** Every query key of a roster filter, in the order `filterQuery` writes them. */
export const filterKeys = ['q', 'letter', ...measureKeys] as const;

type QueryValue = string | string[] | undefined;

const single = (value: QueryValue): string | undefined => (Array.isArray(value) ? value[0] : value);

/**
 * Reads the filter from a page's search params. Blank values mean "no filter"; the answer is `null` when the
 * name or the letter cannot be a filter (a letter that is not a–z, a search longer than the back end takes),
 * so the page answers 404 rather than silently showing something else than the link promised. Measure values
 * that cannot be filters are dropped (measure-filter.ts).
 */
export function parseRosterFilter(query: Record<string, QueryValue>): RosterFilter | null {
  const search = single(query.q)?.trim() ?? '';
  const letter = single(query.letter)?.trim().toLowerCase() ?? '';
  if (search.length > SEARCH_MAX_LENGTH) return null;
  if (letter !== '' && !isLetter(letter)) return null;
  const measures = parseMeasureFilter(
    Object.fromEntries(measureKeys.map((key) => [key, single(query[key])])),
  );
  return { search: search || null, letter: letter || null, ...measures };
}

export function isFiltered(filter: RosterFilter): boolean {
  return filter.search !== null || filter.letter !== null || hasMeasureFilter(filter);
}

/** The filter as a link's query (`{ q, letter, height_min, … }`), leaving out what is not set. */
export function filterQuery(filter: RosterFilter): Record<string, string> {
  return {
    ...(filter.search ? { q: filter.search } : {}),
    ...(filter.letter ? { letter: filter.letter } : {}),
    ...measureQuery(filter),
  };
}

/**
 * Whether the URL says something else than the filter read from it: a blank field of the GET form, a value
 * dropped as invalid, a range turned the right way up, a repeated key. The page then redirects to
 * `filterQuery(filter)`, so the address bar (and a shared link) shows exactly what the results are for.
 */
export function needsCleanUrl(query: Record<string, QueryValue>, filter: RosterFilter): boolean {
  const clean = filterQuery(filter);
  return filterKeys.some((key) => {
    const given = query[key];
    if (given === undefined) return false;
    return Array.isArray(given) || given !== clean[key];
  });
}
