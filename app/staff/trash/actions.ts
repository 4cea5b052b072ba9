'use server';

import { isGone } from '@/lib/api/staff';
import { deleteForGood, restoreFromTrash } from '@/lib/api/staff-trash';
import { trashKinds } from '@/lib/contract/trash-kinds';
import { field, staffFormAction } from '@/lib/staff/form-action';
import { staffPaths } from '@/lib/staff/paths';
import { kindAndIdOf } from '@/lib/staff/subject';
import { afterRestore, trashTag } from '@/lib/staff/trash';

// The trash's plain forms, and an editor's Undo (docs/staff.md, "Drafts, preview and the trash"): the
// form names the row (`kind`, `id`).

const itemOf = (form: FormData) =>
  kindAndIdOf(trashKinds, { kind: field(form, 'kind'), id: field(form, 'id') });
/** The public pages' data the row was on. */
const tags = (form: FormData) => {
  const item = itemOf(form);
  return item ? [trashTag[item.kind]] : [];
};

/** Restores a row in its place: from the trash page, or an editor's Undo (`from=editor`), back there. */
export const restore = staffFormAction({ tags }, async (session, form) => {
  const item = itemOf(form);
  if (!item) return 'gone';
  try {
    const restored = await restoreFromTrash(session, item.kind, item.id);
    return afterRestore(restored, form.get('from') === 'editor');
  } catch (error) {
    // Restored or deleted meanwhile (a second click, another member): the trash says it is not there.
    if (isGone(error)) return `${staffPaths.trash}?done=gone`;
    throw error;
  }
});

/** Deletes a row for good with its files, once the box (or the page's dialog) said so. */
export const purge = staffFormAction({ tags }, async (session, form) => {
  const item = itemOf(form);
  if (!item) return 'gone';
  if (form.get('confirm') !== 'yes') return `${staffPaths.trash}?done=confirm`;
  try {
    await deleteForGood(session, item.kind, item.id);
  } catch (error) {
    if (!isGone(error)) throw error;
  }
  return `${staffPaths.trash}?done=purged`;
});
