import { saveSocialLinks } from '@/lib/api/staff-social';
import { socialLinksInputSchema } from '@/lib/contract/social-input';
import { refusalOf } from '@/lib/staff/api-errors';
import { staffJson } from '@/lib/staff/route-answers';
import { withSession } from '@/lib/staff/session-route';
import { staffAnswerHeaders } from '@/lib/staff/session-cookie';

/** Saves the agency's social links from the editor's JSON; the footer shows them once saved. */
export async function POST(request: Request): Promise<Response> {
  const read = await staffJson(request, socialLinksInputSchema);
  if ('refusal' in read) return read.refusal;
  return withSession(async (session) => {
    try {
      await saveSocialLinks(session, read.data);
      return Response.json({ saved: true }, { headers: staffAnswerHeaders });
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) return refusal;
      throw error;
    }
  });
}
