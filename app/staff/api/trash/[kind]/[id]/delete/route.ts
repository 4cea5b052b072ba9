import { deleteForGood } from '@/lib/api/staff-trash';
import { staffAction } from '@/lib/staff/action';
import { staffPaths } from '@/lib/staff/paths';
import { backTo, isGone } from '@/lib/staff/route-answers';
import { trashItemOf } from '@/lib/staff/trash';

/** Deletes a row of the trash for good with its files, once the box (or the page's dialog) said so. */
export const POST = staffAction(
  { body: 'form', path: trashItemOf, unknown: 'Nothing of that kind in the trash.' },
  async ({ session, path, input }) => {
    if (input.get('confirm') !== 'yes') return backTo(`${staffPaths.trash}?done=confirm`);
    try {
      await deleteForGood(session, path.kind, path.id);
    } catch (error) {
      if (!isGone(error)) throw error;
    }
    return backTo(`${staffPaths.trash}?done=purged`);
  },
);
