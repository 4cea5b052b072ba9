import 'server-only';
import { cached } from '../cache';
import { facetsAnswerSchema } from '../schemas/mf';
import { services } from '../services';
import type { RosterCategory, RosterFacets } from '../types';
import { categoryIds } from '@/lib/vocabulary/categories';

// They change with the talents, so they carry the talents' tag and lifetime (docs/caching.md).
const facets = cached('talents', 'roster-facets', async (category: RosterCategory): Promise<RosterFacets> => {
  const { data } = await services().mf.json(
    {
      path: '/api/talents/attributes',
      query: { language: 'pt', category: categoryIds[category], hair: 1, eyes: 1, heights: 1 },
    },
    facetsAnswerSchema,
  );
  return data;
});

/**
 * The hair and eye colours the talents of `category` have (as the back end stores them, in English) and
 * their lowest and highest height in cm: the options of the roster filters.
 */
export function getRosterFacets(category: RosterCategory): Promise<RosterFacets> {
  return facets(category);
}
