import type { Category } from '@/lib/talent/category';
import { filterQuery, type RosterFilter } from '@/lib/talent/roster-filter';

/**
 * Every query's key, in one place: the kind of data, then everything that changes the answer (the locale
 * first, as each answer is in one language), so two lists never share pages.
 */
export const queryKeys = {
  talents: (locale: string, category: Category, filter: RosterFilter) =>
    ['talents', locale, category, filterQuery(filter)] as const,
  posts: (locale: string) => ['posts', locale] as const,
  cities: (locale: string, country: string) => ['cities', locale, country] as const,
};
