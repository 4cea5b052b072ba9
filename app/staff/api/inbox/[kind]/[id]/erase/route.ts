import { ApiError } from '@/lib/api';
import { eraseInboxItem } from '@/lib/api/staff';
import { staffPaths } from '@/lib/staff/paths';
import { backTo, staffError, staffForm } from '@/lib/staff/route-answers';
import { withSession } from '@/lib/staff/session-route';
import { subjectOf } from '@/lib/staff/subject';

type Props = { params: Promise<{ kind: string; id: string }> };

/**
 * Deletes a submission with its files, once the box saying it cannot be undone is ticked; back to the
 * inbox, which says it is done.
 */
export async function POST(request: Request, { params }: Props): Promise<Response> {
  const subject = subjectOf(await params);
  if (!subject) return staffError(404, 'No such submission.');
  const read = await staffForm(request);
  if ('refusal' in read) return read.refusal;
  if (read.form.get('confirm') !== 'yes') return backTo(`${staffPaths.item(subject)}?done=confirm`);
  return withSession(async (session) => {
    try {
      await eraseInboxItem(session, subject.kind, subject.id);
    } catch (error) {
      // Deleted meanwhile (in another tab, by another staff member): what was asked is done.
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
    return backTo(`${staffPaths.inbox}?kind=${subject.kind}&done=erased`);
  });
}
