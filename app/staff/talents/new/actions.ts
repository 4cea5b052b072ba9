'use server';

import { saveRecord } from '@/lib/api/staff';
import { talentInputSchema } from '@/lib/contract/talent-input';
import { staffSave } from '@/lib/staff/form-action';

/** Creates a talent from the editor's values: its id (the editor opens on it), or the fields refused. */
export const createTalent = staffSave({ schema: talentInputSchema, tags: ['talents'] }, (session, input) =>
  saveRecord(session, 'talents', null, input),
);
