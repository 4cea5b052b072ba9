import { saveSocialLinks } from '@/lib/api/staff-social';
import { socialLinksInputSchema } from '@/lib/contract/social-input';
import { staffAction } from '@/lib/staff/action';
import { staffAnswer } from '@/lib/staff/route-answers';

/** Saves the agency's social links from the editor's JSON; the footer shows them once saved. */
export const POST = staffAction({ body: socialLinksInputSchema }, async ({ session, input }) => {
  await saveSocialLinks(session, input);
  return staffAnswer({ saved: true });
});
