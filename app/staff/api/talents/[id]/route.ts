import { saveTalent } from '@/lib/api/staff-talents';
import { withVersion } from '@/lib/contract/record-version';
import { talentInputSchema } from '@/lib/contract/talent-input';
import { staffAction } from '@/lib/staff/action';
import { staffAnswer } from '@/lib/staff/route-answers';
import { idsOf } from '@/lib/staff/subject';

/**
 * Saves a talent from the editor's JSON (a POST: the front takes no PUT from browsers), with the version it
 * was opened with; answers the new one, or 409 `stale` with who saved since (docs/staff.md).
 */
export const POST = staffAction(
  { body: withVersion(talentInputSchema), path: idsOf('id'), unknown: 'No such talent.' },
  async ({ session, path: { id }, input }) => staffAnswer(await saveTalent(session, id, input)),
);
