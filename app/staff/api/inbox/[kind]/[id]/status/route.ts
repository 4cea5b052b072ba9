import { inboxStatuses } from '@/lib/api/schemas/staff';
import { setInboxStatus } from '@/lib/api/staff';
import { staffPaths } from '@/lib/staff/paths';
import { backTo, staffError, staffForm } from '@/lib/staff/route-answers';
import { withSession } from '@/lib/staff/session-route';
import { subjectOf } from '@/lib/staff/subject';

type Props = { params: Promise<{ kind: string; id: string }> };

/** Sets a submission's status (new, seen, answered, archived) and goes back to it. */
export async function POST(request: Request, { params }: Props): Promise<Response> {
  const subject = subjectOf(await params);
  if (!subject) return staffError(404, 'No such submission.');
  const read = await staffForm(request);
  if ('refusal' in read) return read.refusal;
  const status = inboxStatuses.find((name) => name === read.form.get('status'));
  if (!status) return staffError(400, `The status must be one of ${inboxStatuses.join(', ')}.`);
  return withSession(async (session) => {
    await setInboxStatus(session, subject.kind, subject.id, status);
    return backTo(`${staffPaths.item(subject)}?done=status`);
  });
}
