import { saveTalent } from '@/lib/api/staff-talents';
import { ApiError } from '@/lib/api';
import { talentInputSchema } from '@/lib/contract/talent-input';
import { refusalOf } from '@/lib/staff/api-errors';
import { staffError, staffJson } from '@/lib/staff/route-answers';
import { withSession } from '@/lib/staff/session-route';
import { staffAnswerHeaders } from '@/lib/staff/session-cookie';
import { idOf } from '@/lib/staff/subject';

type Props = { params: Promise<{ id: string }> };

/** Saves a talent from the editor's JSON (a POST: the front takes no PUT from browsers). */
export async function POST(request: Request, { params }: Props): Promise<Response> {
  const id = idOf((await params).id);
  if (id === null) return staffError(404, 'No such talent.');
  const read = await staffJson(request, talentInputSchema);
  if ('refusal' in read) return read.refusal;
  return withSession(async (session) => {
    try {
      await saveTalent(session, id, read.data);
      return Response.json({ id }, { headers: staffAnswerHeaders });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return staffError(404, 'No such talent.');
      const refusal = refusalOf(error);
      if (refusal) return refusal;
      throw error;
    }
  });
}
