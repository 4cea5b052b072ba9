'use server';

import { z } from 'zod';
import { ApiError } from '@/lib/api';
import { addVideo, orderPictures, removeCover, removePicture, removeVideo } from '@/lib/api/staff-talents';
import { saveRecord } from '@/lib/api/staff';
import { moveToTrash } from '@/lib/api/staff-drafts';
import { withVersion } from '@/lib/contract/record-version';
import { talentGalleries, talentInputSchema } from '@/lib/contract/talent-input';
import { field, formIds, staffFormAction, staffRecordSave } from '@/lib/staff/form-action';
import { staffPaths } from '@/lib/staff/paths';
import { publishing } from '@/lib/staff/publishing';
import { removal } from '@/lib/staff/removal';

// The talent editor's actions (docs/staff.md, "Changes"): its plain forms go back to the editor, or to
// the list; its save and its galleries' order answer the editor with a state.

export const publishTalent = publishing('talents', (id, done) => `${staffPaths.talent(id)}?done=${done}`);

/** Moves a talent and its pictures to the trash, once asked (the box, or the page's dialog). */
export const deleteTalent = removal({
  ids: ['id'],
  tags: ['talents'],
  confirm: ({ id }) => `${staffPaths.talent(id)}?done=confirm`,
  remove: (session, { id }) => moveToTrash(session, 'talents', id),
  back: () => `${staffPaths.talents}?done=deleted`,
});

/** Moves one picture to the trash; back to the editor's pictures, which offer an Undo. */
export const removeTalentPicture = removal({
  ids: ['id', 'picture'],
  tags: ['talents'],
  remove: (session, { id, picture }) => removePicture(session, id, picture),
  back: ({ id, picture }) => `${staffPaths.talent(id)}?done=removed&undo=${picture}#pictures`,
});

/** Removes the cover with its file, once asked (the box, or the page's dialog). */
export const removeTalentCover = removal({
  ids: ['id'],
  tags: ['talents'],
  confirm: ({ id }) => `${staffPaths.talent(id)}?done=confirm#pictures`,
  remove: (session, { id }) => removeCover(session, id),
  back: ({ id }) => `${staffPaths.talent(id)}?done=cover-removed#pictures`,
});

/** Adds a YouTube or Vimeo video by its link, which the backend reads; back to the editor's videos. */
export const addTalentVideo = staffFormAction({ tags: ['talents'] }, async (session, form) => {
  const ids = formIds(form, 'id');
  if (!ids) return 'gone';
  const back = (done: string) => `${staffPaths.talent(ids.id)}?done=${done}#videos`;
  const link = field(form, 'link').trim();
  if (link === '') return back('videolink');
  try {
    await addVideo(session, ids.id, link);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    return back(error.fieldErrors.link?.[0] === 'too_many' ? 'videomany' : 'videolink');
  }
  return back('video');
});

/** Removes one video of the profile; back to the editor's videos. */
export const removeTalentVideo = removal({
  ids: ['id', 'video'],
  tags: ['talents'],
  remove: (session, { id, video }) => removeVideo(session, id, video),
  back: ({ id }) => `${staffPaths.talent(id)}?done=videoremoved#videos`,
});

const orderSchema = z.object({
  gallery: z.enum(talentGalleries),
  order: z.array(z.number().int().min(1)).max(500),
});

/**
 * Saves a talent from the editor's values, with the version it was opened with; the new one, or stale with
 * who saved since (docs/staff.md, "Two people, one record").
 */
export const saveTalentFields = staffRecordSave(
  { schema: withVersion(talentInputSchema), tags: ['talents'] },
  (session, id, input) => saveRecord(session, 'talents', id, input),
);

/** A gallery's new order, sent by the editor when a picture is dropped or moved with the keyboard. */
export const orderTalentPictures = staffRecordSave(
  { schema: orderSchema, tags: ['talents'] },
  (session, id, { gallery, order }) => orderPictures(session, id, gallery, order),
);
