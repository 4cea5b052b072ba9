import { restoreFromTrash } from '@/lib/api/staff-trash';
import { staffAction } from '@/lib/staff/action';
import { staffPaths } from '@/lib/staff/paths';
import { backTo, isGone } from '@/lib/staff/route-answers';
import { afterRestore, trashItemOf } from '@/lib/staff/trash';

/** Restores a row of the trash in its place: from the trash page, or an editor's Undo (`from=editor`). */
export const POST = staffAction(
  { body: 'form', path: trashItemOf, unknown: 'Nothing of that kind in the trash.' },
  async ({ session, path, input }) => {
    try {
      const restored = await restoreFromTrash(session, path.kind, path.id);
      return backTo(afterRestore(restored, input.get('from') === 'editor'));
    } catch (error) {
      // Restored or deleted meanwhile (a second click, another member): the trash says it is not there.
      if (isGone(error)) return backTo(`${staffPaths.trash}?done=gone`);
      throw error;
    }
  },
);
