import { removeVideo } from '@/lib/api/staff-talents';
import { staffPaths } from '@/lib/staff/paths';
import { removal } from '@/lib/staff/removal';

/** Removes one video of a talent, and goes back to the editor's videos. */
export const POST = removal({
  ids: ['id', 'video'],
  unknown: 'No such video.',
  remove: (session, { id, video }) => removeVideo(session, id, video),
  back: ({ id }) => `${staffPaths.talent(id)}?done=videoremoved#videos`,
});
