import { ApiError } from '@/lib/api';
import { deleteStaffAccount } from '@/lib/api/staff-accounts';
import { staffAction } from '@/lib/staff/action';
import { staffPaths } from '@/lib/staff/paths';
import { backTo, isGone } from '@/lib/staff/route-answers';
import { idsOf } from '@/lib/staff/subject';

const back = (done: string) => backTo(`${staffPaths.accounts}?done=${done}`);

/** Deletes a staff account (admins; not one's own), which ends its sessions. */
export const POST = staffAction(
  { body: 'form', path: idsOf('id'), role: 'admin', unknown: 'No such account.' },
  async ({ session, path }) => {
    try {
      await deleteStaffAccount(session, path.id);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) return back('self');
      if (!isGone(error)) throw error;
    }
    return back('deleted');
  },
);
