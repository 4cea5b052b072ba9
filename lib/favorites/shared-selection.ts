import 'server-only';
import type { Locale } from '@/lib/locales';
import { toTalentCard } from '@/lib/talent/card';
import { categoryOf } from '@/lib/talent/category';
import { profilesById } from '@/lib/talent/profiles-by-id';
import type { Favorite } from './favorite';
import type { SharedIds } from './shared-ids';

export type SharedSelection = {
  /** The talents the site knows, as favorites snapshots (what "add all" stores), in the link's order. */
  talents: Favorite[];
  /** Entries of the link that show nothing: invalid ids, unknown ids, talents in neither roster. */
  unavailable: number;
  /** Talents beyond the bound that the link also named. */
  beyond: number;
};

/**
 * A shared link's talents as this site knows them now, read from the back end (never from the link beyond
 * the ids), with the cards' text in the page's language.
 */
export async function loadSharedSelection(shared: SharedIds, locale: Locale): Promise<SharedSelection> {
  const profiles = await profilesById(shared.ids);
  const today = new Date();
  const talents: Favorite[] = [];
  profiles.forEach((profile) => {
    const category = profile ? categoryOf(profile.categoryIds) : null;
    if (profile && category) talents.push({ ...toTalentCard(profile, today, locale), category });
  });
  return {
    talents,
    unavailable: shared.invalid + shared.ids.length - talents.length,
    beyond: shared.beyond,
  };
}
