import { removePicture } from '@/lib/api/staff-talents';
import { staffPaths } from '@/lib/staff/paths';
import { removalRoute } from '@/lib/staff/removal-route';

/** Removes one picture of a talent with its file, and goes back to the editor's pictures. */
export const POST = removalRoute({
  ids: ['id', 'picture'],
  unknown: 'No such picture.',
  remove: (session, { id, picture }) => removePicture(session, id, picture),
  back: ({ id }) => `${staffPaths.talent(id)}?done=removed#pictures`,
});
