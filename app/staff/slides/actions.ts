'use server';

import { moveToTrash } from '@/lib/api/staff-drafts';
import { orderSlides } from '@/lib/api/staff-slides';
import { slideOrderSchema } from '@/lib/contract/slide-input';
import { staffPaths } from '@/lib/staff/paths';
import { publishing } from '@/lib/staff/publishing';
import { removal } from '@/lib/staff/removal';
import { staffSave } from '@/lib/staff/form-action';

// The slides page's actions (docs/staff.md, "Changes"): its plain forms go back to the page; a slider's
// order answers the list with a state.

export const publishSlide = publishing('slides', (_id, done) => `${staffPaths.slides}?done=${done}`);

/** Moves one slide to the trash. */
export const deleteSlide = removal({
  ids: ['id'],
  tags: ['slides'],
  remove: (session, { id }) => moveToTrash(session, 'slides', id),
  back: () => `${staffPaths.slides}?done=removed`,
});

/** A slider's new order, sent by the page when a slide is dropped or moved with the keyboard. */
export const orderHomeSlides = staffSave({ schema: slideOrderSchema, tags: ['slides'] }, (session, input) =>
  orderSlides(session, input.type, input.order),
);
