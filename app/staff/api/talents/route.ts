import { saveTalent } from '@/lib/api/staff-talents';
import { talentInputSchema } from '@/lib/contract/talent-input';
import { refusalOf } from '@/lib/staff/api-errors';
import { staffJson } from '@/lib/staff/route-answers';
import { withSession } from '@/lib/staff/session-route';
import { staffAnswerHeaders } from '@/lib/staff/session-cookie';

/** Creates a talent from the editor's JSON; answers its id, or the fields refused. */
export async function POST(request: Request): Promise<Response> {
  const read = await staffJson(request, talentInputSchema);
  if ('refusal' in read) return read.refusal;
  return withSession(async (session) => {
    try {
      const id = await saveTalent(session, null, read.data);
      return Response.json({ id }, { status: 201, headers: staffAnswerHeaders });
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) return refusal;
      throw error;
    }
  });
}
