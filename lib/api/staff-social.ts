import 'server-only';
import type { SocialLinksRecord } from '@/lib/contract/social-input';
import { socialLinksAnswerSchema } from './schemas/staff';
import { staffJson } from './staff';

// The staff area's calls for the agency's social links (docs/staff.md), with the staff member's session.

export async function staffSocialLinks(session: string): Promise<SocialLinksRecord> {
  return (await staffJson(session, { path: '/api/staff/social-links' }, socialLinksAnswerSchema)).data;
}

/** Replaces the three links. Throws `ApiError` 400 with field codes. */
export async function saveSocialLinks(session: string, links: SocialLinksRecord): Promise<void> {
  const call = { path: '/api/staff/social-links', method: 'PUT', json: links } as const;
  await staffJson(session, call, socialLinksAnswerSchema);
}
