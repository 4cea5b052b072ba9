import { saveTalent } from '@/lib/api/staff-talents';
import { talentInputSchema } from '@/lib/contract/talent-input';
import { staffAction } from '@/lib/staff/action';
import { staffAnswer } from '@/lib/staff/route-answers';

/** Creates a talent from the editor's JSON; answers its id, or the fields refused. */
export const POST = staffAction({ body: talentInputSchema }, async ({ session, input }) =>
  staffAnswer({ id: (await saveTalent(session, null, input)).id }, 201),
);
