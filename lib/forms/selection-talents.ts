import 'server-only';
import { categoryOf } from '@/lib/talent/category';
import { profilesById } from '@/lib/talent/profiles-by-id';
import { nameSlug } from '@/lib/talent/slug';
import type { SelectedTalent } from './selection-message';

export type LoadedSelection = { talents: SelectedTalent[]; unknown: number[] };

/** A talent's profile page, as its path names it. */
export type ProfileParams = { category: string; id: string; name: string };

/**
 * Each chosen id as the site knows it, from the back end (never from the browser): its name and the absolute
 * URL of its canonical profile, which `profileUrl` makes (the caller's, from lib/seo, which stands above
 * the forms). An id with no profile, or in neither roster
 * (its profile page is a 404), is unknown. Throws `ApiError` when the back end fails.
 */
export async function loadSelection(
  ids: readonly number[],
  profileUrl: (params: ProfileParams) => string,
): Promise<LoadedSelection> {
  const profiles = await profilesById(ids);
  const talents: SelectedTalent[] = [];
  const unknown: number[] = [];
  ids.forEach((id, index) => {
    const profile = profiles[index];
    const category = profile ? categoryOf(profile.categoryIds) : null;
    if (!profile || !category) {
      unknown.push(id);
      return;
    }
    const params = { category, id: String(id), name: nameSlug(profile.name) };
    talents.push({ name: profile.name, url: profileUrl(params) });
  });
  return { talents, unknown };
}
