import 'server-only';
import type { SocialLinksRecord } from '@/lib/contract/social-input';
import type { CurrentVersion } from '@/lib/contract/record-version';
import { savedVersionSchema, socialLinksAnswerSchema } from './schemas/staff';
import { staffJson, type Versioned } from './staff';

// The staff area's calls for the agency's social links (docs/staff.md), with the staff member's session.

/** The three links, with the set's version and who saved it last, when. */
export async function staffSocialLinks(session: string): Promise<SocialLinksRecord & CurrentVersion> {
  return (await staffJson(session, { path: '/api/staff/social-links' }, socialLinksAnswerSchema)).data;
}

/**
 * Replaces the three links, from the `version` the editor was opened with; answers the new version. Throws
 * `ApiError` 400 with field codes, 409 `stale` (`staleVersionOf`).
 */
export async function saveSocialLinks(session: string, links: Versioned<SocialLinksRecord>): Promise<number> {
  const call = { path: '/api/staff/social-links', method: 'PUT', json: links } as const;
  return (await staffJson(session, call, savedVersionSchema)).data.version;
}
