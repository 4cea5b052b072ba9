'use server';

import { saveTalent } from '@/lib/api/staff-talents';
import { talentInputSchema } from '@/lib/contract/talent-input';
import { staffSave } from '@/lib/staff/save-action';

// The new talent's save (docs/staff.md, "Changes"): the editor then opens on it, to add its pictures.

/** Creates a talent from the editor's values; its id, or the fields refused. */
export const createTalent = staffSave(
  { schema: talentInputSchema, tags: ['talents'] },
  async (session, input) => ({
    id: (await saveTalent(session, null, input)).id,
  }),
);
