import { ApiError } from '@/lib/api';
import { deleteStaffAccount } from '@/lib/api/staff-accounts';
import { staffPaths } from '@/lib/staff/paths';
import { backTo, staffError, staffForm } from '@/lib/staff/route-answers';
import { withSession } from '@/lib/staff/session-route';
import { idOf } from '@/lib/staff/subject';

type Props = { params: Promise<{ id: string }> };

/** Deletes a staff account (admins; not one's own), which ends its sessions. */
export async function POST(request: Request, { params }: Props): Promise<Response> {
  const id = idOf((await params).id);
  if (id === null) return staffError(404, 'No such account.');
  const read = await staffForm(request);
  if ('refusal' in read) return read.refusal;
  return withSession(async (session) => {
    try {
      await deleteStaffAccount(session, id);
      return backTo(`${staffPaths.accounts}?done=deleted`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409)
        return backTo(`${staffPaths.accounts}?done=self`);
      if (error instanceof ApiError && error.status === 404)
        return backTo(`${staffPaths.accounts}?done=deleted`);
      if (error instanceof ApiError && error.fieldErrors.role)
        return staffError(403, 'Only admins manage accounts.');
      throw error;
    }
  });
}
