import { deleteSlide } from '@/lib/api/staff-slides';
import { staffPaths } from '@/lib/staff/paths';
import { removal } from '@/lib/staff/removal';

/** Moves one slide to the trash, and goes back to the slides page. */
export const POST = removal({
  ids: ['id'],
  unknown: 'No such slide.',
  remove: (session, { id }) => deleteSlide(session, id),
  back: () => `${staffPaths.slides}?done=removed`,
});
