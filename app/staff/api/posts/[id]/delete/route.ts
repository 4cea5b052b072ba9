import { deletePost } from '@/lib/api/staff-posts';
import { staffPaths } from '@/lib/staff/paths';
import { removal } from '@/lib/staff/removal';

/** Deletes a news post with its pictures, once the box saying it cannot be undone is ticked. */
export const POST = removal({
  ids: ['id'],
  unknown: 'No such post.',
  confirm: ({ id }) => `${staffPaths.post(id)}?done=confirm`,
  remove: (session, { id }) => deletePost(session, id),
  back: () => `${staffPaths.news}?done=deleted`,
});
