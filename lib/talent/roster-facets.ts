import 'server-only';
import { getRosterFacets, type RosterFacets } from '@/lib/api';
import type { Category } from './category';

/**
 * The measure filters' options, or `null` when the back end cannot give them: the roster and the name
 * search still show, only the measure selects are left out.
 */
export function rosterFacets(category: Category): Promise<RosterFacets | null> {
  return getRosterFacets(category).catch(() => null);
}
