import 'server-only';
import { getTalentProfile, type TalentProfile } from '@/lib/api';

// Profiles asked of the back end at once: a 30-talent selection is 5 short rounds, not 30 parallel calls.
const BATCH = 6;

/**
 * The profile of each id, in the same order, `null` where no talent has that id. Each is the cached profile
 * the profile page reads. Throws `ApiError` when the back end fails.
 */
export async function profilesById(ids: readonly number[]): Promise<(TalentProfile | null)[]> {
  const profiles: (TalentProfile | null)[] = [];
  for (let start = 0; start < ids.length; start += BATCH) {
    profiles.push(...(await Promise.all(ids.slice(start, start + BATCH).map((id) => getTalentProfile(id)))));
  }
  return profiles;
}
