import { saveTalent } from '@/lib/api/staff-talents';
import { talentInputSchema } from '@/lib/contract/talent-input';
import { staffAction } from '@/lib/staff/action';
import { staffAnswer } from '@/lib/staff/route-answers';
import { idsOf } from '@/lib/staff/subject';

/** Saves a talent from the editor's JSON (a POST: the front takes no PUT from browsers). */
export const POST = staffAction(
  { body: talentInputSchema, path: idsOf('id'), unknown: 'No such talent.' },
  async ({ session, path: { id }, input }) => {
    await saveTalent(session, id, input);
    return staffAnswer({ id });
  },
);
