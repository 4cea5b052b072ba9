import 'server-only';
import type { SocialLinksRecord } from '@/lib/contract/social-input';
import { savedVersionSchema, socialLinksAnswerSchema } from './schemas/staff';
import { staffJson, type Versioned } from './staff';

// The staff area's calls for the agency's social links (docs/staff.md), with the staff member's session.

/** The three links, with the set's version and who saved it last, when. */
export const staffSocialLinks = async (session: string) =>
  (await staffJson(session, { path: 'social-links' }, socialLinksAnswerSchema)).data;

/**
 * Replaces the three links, from the `version` the editor was opened with; answers the new version. Throws
 * `ApiError` 400 with field codes, 409 `stale` (`staleVersionOf`).
 */
export const saveSocialLinks = async (session: string, links: Versioned<SocialLinksRecord>) =>
  (await staffJson(session, { path: 'social-links', method: 'PUT', json: links }, savedVersionSchema)).data
    .version;
