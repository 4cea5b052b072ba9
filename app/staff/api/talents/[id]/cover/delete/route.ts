import { removeCover } from '@/lib/api/staff-talents';
import { staffPaths } from '@/lib/staff/paths';
import { removal } from '@/lib/staff/removal';

/** Removes a talent's cover with its file, once asked (the box, or the page's dialog), and back to its pictures. */
export const POST = removal({
  ids: ['id'],
  unknown: 'No such talent.',
  confirm: ({ id }) => `${staffPaths.talent(id)}?done=confirm#pictures`,
  remove: (session, { id }) => removeCover(session, id),
  back: ({ id }) => `${staffPaths.talent(id)}?done=cover-removed#pictures`,
});
