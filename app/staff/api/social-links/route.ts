import { saveSocialLinks } from '@/lib/api/staff-social';
import { withVersion } from '@/lib/contract/record-version';
import { socialLinksInputSchema } from '@/lib/contract/social-input';
import { staffAction } from '@/lib/staff/action';
import { staffAnswer } from '@/lib/staff/route-answers';

/**
 * Saves the agency's social links from the editor's JSON, with the version it was opened with; answers the
 * new one (or 409 `stale`). The footer shows them once saved.
 */
export const POST = staffAction({ body: withVersion(socialLinksInputSchema) }, async ({ session, input }) =>
  staffAnswer({ saved: true, version: await saveSocialLinks(session, input) }),
);
