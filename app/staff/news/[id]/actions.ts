'use server';

import { z } from 'zod';
import { saveRecord } from '@/lib/api/staff';
import { moveToTrash } from '@/lib/api/staff-drafts';
import { orderPostSlides, removePostSlide } from '@/lib/api/staff-posts';
import { postInputSchema } from '@/lib/contract/post-input';
import { withVersion } from '@/lib/contract/record-version';
import { sanitizePostHtml } from '@/lib/news/sanitize';
import { staffPaths } from '@/lib/staff/paths';
import { publishing } from '@/lib/staff/publishing';
import { removal } from '@/lib/staff/removal';
import { staffRecordSave } from '@/lib/staff/form-action';

// The post editor's actions (docs/staff.md, "Changes"): its plain forms go back to the editor, or to the
// list; its save and its slides' order answer the editor with a state.

export const publishPost = publishing('posts', (id, done) => `${staffPaths.post(id)}?done=${done}`);

/** Moves a post and its pictures to the trash, once asked (the box, or the page's dialog). */
export const deletePost = removal({
  ids: ['id'],
  tags: ['posts'],
  confirm: ({ id }) => `${staffPaths.post(id)}?done=confirm`,
  remove: (session, { id }) => moveToTrash(session, 'posts', id),
  back: () => `${staffPaths.news}?done=deleted`,
});

/** Moves one picture under the post to the trash; back to the editor's slides, which offer an Undo. */
export const removeSlide = removal({
  ids: ['id', 'slide'],
  tags: ['posts'],
  remove: (session, { id, slide }) => removePostSlide(session, id, slide),
  back: ({ id, slide }) => `${staffPaths.post(id)}?done=slides-removed&undo=${slide}#slides`,
});

/**
 * Saves a news post from the editor's values, its HTML through the site's sanitizer, with the version it
 * was opened with; the new one, or stale with who saved since (docs/staff.md, "Two people, one record").
 */
export const savePostFields = staffRecordSave(
  { schema: withVersion(postInputSchema), tags: ['posts'] },
  (session, id, input) =>
    saveRecord(session, 'posts', id, { ...input, content: sanitizePostHtml(input.content) }),
);

/** A post's slides in their new order, sent by the editor when one is dropped or moved with the keyboard. */
export const orderSlidesOfPost = staffRecordSave(
  { schema: z.object({ order: z.array(z.number().int().min(1)).max(500) }), tags: ['posts'] },
  (session, id, { order }) => orderPostSlides(session, id, order),
);
