import { removePostSlide } from '@/lib/api/staff-posts';
import { staffPaths } from '@/lib/staff/paths';
import { removal } from '@/lib/staff/removal';

/** Removes one picture under a post with its file, and goes back to the editor's slides. */
export const POST = removal({
  ids: ['id', 'slide'],
  unknown: 'No such slide.',
  remove: (session, { id, slide }) => removePostSlide(session, id, slide),
  back: ({ id }) => `${staffPaths.post(id)}?done=slides-removed#slides`,
});
