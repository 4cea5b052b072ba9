import { inboxStatuses } from '@/lib/api/schemas/staff';
import { setInboxStatus } from '@/lib/api/staff';
import { staffAction } from '@/lib/staff/action';
import { staffPaths } from '@/lib/staff/paths';
import { backTo, staffError } from '@/lib/staff/route-answers';
import { subjectOf } from '@/lib/staff/subject';

/** Sets a submission's status (new, seen, answered, archived) and goes back to it. */
export const POST = staffAction(
  { body: 'form', path: subjectOf, unknown: 'No such submission.' },
  async ({ session, path: subject, input }) => {
    const status = inboxStatuses.find((name) => name === input.get('status'));
    if (!status) return staffError(400, `The status must be one of ${inboxStatuses.join(', ')}.`);
    await setInboxStatus(session, subject.kind, subject.id, status);
    return backTo(`${staffPaths.item(subject)}?done=status`);
  },
);
