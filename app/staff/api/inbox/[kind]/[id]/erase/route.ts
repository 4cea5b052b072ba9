import { eraseInboxItem } from '@/lib/api/staff';
import { staffAction } from '@/lib/staff/action';
import { staffPaths } from '@/lib/staff/paths';
import { backTo, isGone } from '@/lib/staff/route-answers';
import { subjectOf } from '@/lib/staff/subject';

/**
 * Deletes a submission with its files, once the box saying it cannot be undone is ticked; back to the
 * inbox, which says it is done.
 */
export const POST = staffAction(
  { body: 'form', path: subjectOf, unknown: 'No such submission.' },
  async ({ session, path: subject, input }) => {
    if (input.get('confirm') !== 'yes') return backTo(`${staffPaths.item(subject)}?done=confirm`);
    try {
      await eraseInboxItem(session, subject.kind, subject.id);
    } catch (error) {
      // Deleted meanwhile (in another tab, by another staff member): what was asked is done.
      if (!isGone(error)) throw error;
    }
    return backTo(`${staffPaths.inbox}?kind=${subject.kind}&done=erased`);
  },
);
