'use server';

import {
  deleteTalent as trashTalent,
  removeCover,
  removePicture,
  removeVideo,
} from '@/lib/api/staff-talents';
import { staffPaths } from '@/lib/staff/paths';
import { publishing } from '@/lib/staff/publishing';
import { removal } from '@/lib/staff/removal';

// The talent editor's plain forms (docs/staff.md, "Changes"): each goes back to the editor, or to the list.

export const publishTalent = publishing('talents', (id, done) => `${staffPaths.talent(id)}?done=${done}`);

/** Moves a talent and its pictures to the trash, once asked (the box, or the page's dialog). */
export const deleteTalent = removal({
  ids: ['id'],
  tags: ['talents'],
  confirm: ({ id }) => `${staffPaths.talent(id)}?done=confirm`,
  remove: (session, { id }) => trashTalent(session, id),
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

/** Removes one video of the profile; back to the editor's videos. */
export const removeTalentVideo = removal({
  ids: ['id', 'video'],
  tags: ['talents'],
  remove: (session, { id, video }) => removeVideo(session, id, video),
  back: ({ id }) => `${staffPaths.talent(id)}?done=videoremoved#videos`,
});
