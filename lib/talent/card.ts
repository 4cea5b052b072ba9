import type { TalentSummary } from '@/lib/api';
import { defaultLocale, type Locale } from '@/lib/locales';
import { ageInYears } from './age';
import { listMeasure } from './measures';
import { nameSlug } from './slug';
import { localizeValue } from './value-labels';

// More roster cards and letter filtering come 20 at a time (docs/caching.md, "Lists"): the page's HTML carries only
// the first 20, so its size does not grow with the roster.
export const ROSTER_PAGE_SIZE = 20;

/** What a roster card shows, computed on the server so the browser gets a few small fields per talent. */
export interface TalentCard {
  id: number;
  name: string;
  slug: string;
  /** The first tag's name, or the name when the talent has no tag. */
  subtitle: string;
  coverUrl: string | null;
  age: number | null;
  /** Height by the roster-list rules: cut at '/', 'x' → part before it + ' BR'. */
  height: string | null;
}

type CardSource = Pick<TalentSummary, 'id' | 'name' | 'coverUrl' | 'birthdate' | 'height' | 'tags'>;

/** The card of a talent, its first tag in the page's locale (lib/talent/value-labels.ts). */
export function toTalentCard(
  talent: CardSource,
  today: Date = new Date(),
  locale: Locale = defaultLocale,
): TalentCard {
  const firstTag = talent.tags.find((tag) => tag.name.trim() !== '')?.name.trim();
  return {
    id: talent.id,
    name: talent.name,
    slug: nameSlug(talent.name),
    subtitle: firstTag ? localizeValue('tag', firstTag, locale) : talent.name,
    coverUrl: talent.coverUrl,
    age: ageInYears(talent.birthdate, today),
    height: listMeasure(talent.height),
  };
}
