import 'server-only';
import type { SocialLinksRecord } from '@/lib/contract/social-input';
import { socialLinksAnswerSchema } from './schemas/staff';
import { services } from './services';
import { sessionHeader } from './staff';

// The staff area's calls for the agency's social links (docs/staff.md), with the staff member's session.

export async function staffSocialLinks(session: string): Promise<SocialLinksRecord> {
  return (
    await services().panel.json(
      { path: '/api/staff/social-links', headers: sessionHeader(session) },
      socialLinksAnswerSchema,
    )
  ).data;
}

/** Replaces the three links. Throws `ApiError` 400 with field codes. */
export async function saveSocialLinks(session: string, links: SocialLinksRecord): Promise<void> {
  await services().panel.json(
    { path: '/api/staff/social-links', method: 'PUT', json: links, headers: sessionHeader(session) },
    socialLinksAnswerSchema,
  );
}
