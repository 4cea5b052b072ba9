'use server';

import { deletePost as trashPost, removePostSlide } from '@/lib/api/staff-posts';
import { staffPaths } from '@/lib/staff/paths';
import { publishing } from '@/lib/staff/publishing';
import { removal } from '@/lib/staff/removal';

// The post editor's plain forms (docs/staff.md, "Changes"): each goes back to the editor, or to the list.

export const publishPost = publishing('posts', (id, done) => `${staffPaths.post(id)}?done=${done}`);

/** Moves a post and its pictures to the trash, once asked (the box, or the page's dialog). */
export const deletePost = removal({
  ids: ['id'],
  tags: ['posts'],
  confirm: ({ id }) => `${staffPaths.post(id)}?done=confirm`,
  remove: (session, { id }) => trashPost(session, id),
  back: () => `${staffPaths.news}?done=deleted`,
});

/** Moves one picture under the post to the trash; back to the editor's slides, which offer an Undo. */
export const removeSlide = removal({
  ids: ['id', 'slide'],
  tags: ['posts'],
  remove: (session, { id, slide }) => removePostSlide(session, id, slide),
  back: ({ id, slide }) => `${staffPaths.post(id)}?done=slides-removed&undo=${slide}#slides`,
});
