import { removePicture } from '@/lib/api/staff-talents';
import { staffPaths } from '@/lib/staff/paths';
import { removal } from '@/lib/staff/removal';

/** Moves one picture of a talent to the trash, and goes back to the editor's pictures, which offer an Undo. */
export const POST = removal({
  ids: ['id', 'picture'],
  unknown: 'No such picture.',
  remove: (session, { id, picture }) => removePicture(session, id, picture),
  back: ({ id, picture }) => `${staffPaths.talent(id)}?done=removed&undo=${picture}#pictures`,
});
