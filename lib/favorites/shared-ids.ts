import { parseDatabaseId } from '@/lib/http/database-id';
import { MAX_SELECTION } from '@/lib/forms/form-values';

/**
 * Talents one shared link may carry: as many as one request to the agency (`MAX_SELECTION`), so whoever
 * opens the link can send the whole selection on. A longer list shows its first `MAX_SHARED` and says so.
 */
export const MAX_SHARED = MAX_SELECTION;

/** The query parameter that carries the ids: `?ids=12,7,31`. */
export const SHARED_IDS_PARAM = 'ids';

// Tokens read at most: a link longer than this was not made by the site, and the rest is not looked at.
const MAX_TOKENS = 1000;

export type SharedIds = {
  /** Valid, distinct ids in the link's order, at most MAX_SHARED. */
  ids: number[];
  /** Entries that cannot name a talent (not a number, zero, beyond the back end's ids). */
  invalid: number;
  /** Valid distinct ids left out because the link holds more than MAX_SHARED. */
  beyond: number;
};

/**
 * Reads the `ids` of a shared selection link, whatever it holds: a comma-separated list of decimal ids, as
 * one value or repeated (`?ids=1&ids=2`). Repeats count once; anything else that is not an id is counted as
 * invalid and never throws.
 */
export function parseSharedIds(value: string | readonly string[] | null | undefined): SharedIds {
  const text = typeof value === 'string' ? value : (value ?? []).join(',');
  const tokens = text.split(',', MAX_TOKENS).map((token) => token.trim());
  const seen = new Set<number>();
  const ids: number[] = [];
  let invalid = 0;
  let beyond = 0;
  for (const token of tokens) {
    if (token === '') continue;
    const id = parseDatabaseId(token);
    if (id === null) invalid += 1;
    else if (seen.has(id)) continue;
    else {
      seen.add(id);
      if (ids.length < MAX_SHARED) ids.push(id);
      else beyond += 1;
    }
  }
  return { ids, invalid, beyond };
}

/** The query of a shared link to these ids, at most MAX_SHARED of them: `ids=12,7,31`. */
export function sharedIdsQuery(ids: readonly number[]): string {
  return `${SHARED_IDS_PARAM}=${ids.slice(0, MAX_SHARED).join(',')}`;
}
