'use server';

import { deleteSlide as trashSlide } from '@/lib/api/staff-slides';
import { staffPaths } from '@/lib/staff/paths';
import { publishing } from '@/lib/staff/publishing';
import { removal } from '@/lib/staff/removal';

// The slides page's plain forms (docs/staff.md, "Changes"): each goes back to the page.

export const publishSlide = publishing('slides', (_id, done) => `${staffPaths.slides}?done=${done}`);

/** Moves one slide to the trash. */
export const deleteSlide = removal({
  ids: ['id'],
  tags: ['slides'],
  remove: (session, { id }) => trashSlide(session, id),
  back: () => `${staffPaths.slides}?done=removed`,
});
