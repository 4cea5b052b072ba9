import { deleteTalent } from '@/lib/api/staff-talents';
import { staffPaths } from '@/lib/staff/paths';
import { removal } from '@/lib/staff/removal';

/** Moves a talent and its pictures to the trash, once asked (the box, or the page's dialog). */
export const POST = removal({
  ids: ['id'],
  unknown: 'No such talent.',
  confirm: ({ id }) => `${staffPaths.talent(id)}?done=confirm`,
  remove: (session, { id }) => deleteTalent(session, id),
  back: () => `${staffPaths.talents}?done=deleted`,
});
