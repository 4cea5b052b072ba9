import { deleteTalent } from '@/lib/api/staff-talents';
import { staffPaths } from '@/lib/staff/paths';
import { removal } from '@/lib/staff/removal';

/** Deletes a talent with its pictures, once the box saying it cannot be undone is ticked. */
export const POST = removal({
  ids: ['id'],
  unknown: 'No such talent.',
  confirm: ({ id }) => `${staffPaths.talent(id)}?done=confirm`,
  remove: (session, { id }) => deleteTalent(session, id),
  back: () => `${staffPaths.talents}?done=deleted`,
});
