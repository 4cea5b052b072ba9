import { deletePost } from '@/lib/api/staff-posts';
import { staffPaths } from '@/lib/staff/paths';
import { removal } from '@/lib/staff/removal';

/** Moves a news post and its pictures to the trash, once asked (the box, or the page's dialog). */
export const POST = removal({
  ids: ['id'],
  unknown: 'No such post.',
  confirm: ({ id }) => `${staffPaths.post(id)}?done=confirm`,
  remove: (session, { id }) => deletePost(session, id),
  back: () => `${staffPaths.news}?done=deleted`,
});
