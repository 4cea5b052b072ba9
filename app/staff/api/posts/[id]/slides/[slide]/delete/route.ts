import { removePostSlide } from '@/lib/api/staff-posts';
import { staffPaths } from '@/lib/staff/paths';
import { removal } from '@/lib/staff/removal';

/** Moves one picture under a post to the trash, and goes back to the editor's slides, which offer an Undo. */
export const POST = removal({
  ids: ['id', 'slide'],
  unknown: 'No such slide.',
  remove: (session, { id, slide }) => removePostSlide(session, id, slide),
  back: ({ id, slide }) => `${staffPaths.post(id)}?done=slides-removed&undo=${slide}#slides`,
});
