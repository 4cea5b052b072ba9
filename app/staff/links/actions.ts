'use server';

import { saveSocialLinks } from '@/lib/api/staff-social';
import { withVersion } from '@/lib/contract/record-version';
import { socialLinksInputSchema } from '@/lib/contract/social-input';
import { staffSave } from '@/lib/staff/form-action';

/**
 * Saves the agency's social links from the editor's values, with the version it was opened with; the new
 * one, or stale (docs/staff.md, "Two people, one record"). The footer shows them once saved.
 */
export const saveLinks = staffSave(
  { schema: withVersion(socialLinksInputSchema), tags: ['social-media'] },
  async (session, input) => ({ version: await saveSocialLinks(session, input) }),
);
