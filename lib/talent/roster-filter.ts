import { isLetter } from './letters';

/** The longest name search the back end accepts. */
export const SEARCH_MAX_LENGTH = 100;

/** A roster's filter as it travels in the URL: `?q=ana&letter=a`. Both are optional and combine. */
export type RosterFilter = { search: string | null; letter: string | null };

export const noFilter: RosterFilter = { search: null, letter: null };

type QueryValue = string | string[] | undefined;

const single = (value: QueryValue): string | undefined => (Array.isArray(value) ? value[0] : value);

/**
 * Reads the filter from a page's search params. Blank values mean "no filter"; the answer is `null` when a
 * value cannot be a filter (a letter that is not a–z, a search longer than the back end takes), so the page
 * answers 404 rather than silently showing something else than the link promised.
 */
export function parseRosterFilter(query: Record<string, QueryValue>): RosterFilter | null {
  const search = single(query.q)?.trim() ?? '';
  const letter = single(query.letter)?.trim().toLowerCase() ?? '';
  if (search.length > SEARCH_MAX_LENGTH) return null;
  if (letter !== '' && !isLetter(letter)) return null;
  return { search: search || null, letter: letter || null };
}

export function isFiltered(filter: RosterFilter): boolean {
  return filter.search !== null || filter.letter !== null;
}

/** The filter as a link's query (`{ q, letter }`), leaving out what is not set. */
export function filterQuery(filter: RosterFilter): Record<string, string> {
  return {
    ...(filter.search ? { q: filter.search } : {}),
    ...(filter.letter ? { letter: filter.letter } : {}),
  };
}
