import { removePicture } from '@/lib/api/staff-talents';
import { staffPaths } from '@/lib/staff/paths';
import { removal } from '@/lib/staff/removal';

/** Removes one picture of a talent with its file, and goes back to the editor's pictures. */
export const POST = removal({
  ids: ['id', 'picture'],
  unknown: 'No such picture.',
  remove: (session, { id, picture }) => removePicture(session, id, picture),
  back: ({ id }) => `${staffPaths.talent(id)}?done=removed#pictures`,
});
