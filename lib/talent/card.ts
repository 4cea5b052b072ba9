import type { TalentSummary } from '@/lib/api';
import { defaultLocale, type Locale } from '@/lib/locales';
import { ageInYears } from './age';
import { listMeasure } from './measures';
import { nameSlug } from './slug';
import { localizeValue } from './value-labels';

// More roster cards and letter filtering come 20 at a time (docs/caching.md, "Lists"): the page's HTML carries only
// the first 20, so its size does not grow with the roster.
export const ROSTER_PAGE_SIZE = 20;

type CardSource = Pick<TalentSummary, 'id' | 'name' | 'coverUrl' | 'birthdate' | 'height' | 'tags'>;

/**
 * What a roster card shows, computed on the server so the browser gets a few small fields per talent: under
 * the name its first tag in the page's locale (lib/talent/value-labels.ts), or the name again without one.
 */
export function toTalentCard(talent: CardSource, today: Date = new Date(), locale: Locale = defaultLocale) {
  const firstTag = talent.tags.find((tag) => tag.name.trim() !== '')?.name.trim();
  return {
    id: talent.id,
    name: talent.name,
    slug: nameSlug(talent.name),
    subtitle: firstTag ? localizeValue('tag', firstTag, locale) : talent.name,
    coverUrl: talent.coverUrl,
    age: ageInYears(talent.birthdate, today),
    // By the roster-list rules: cut at '/', 'x' → part before it + ' BR'.
    height: listMeasure(talent.height),
  };
}

export type TalentCard = ReturnType<typeof toTalentCard>;
