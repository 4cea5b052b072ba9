import { deleteStaffAccount } from '@/lib/api/staff-accounts';
import { accountChange } from '@/lib/staff/account-outcome';
import { staffAction } from '@/lib/staff/action';
import { idsOf } from '@/lib/staff/subject';

/** Deletes a staff account (admins; not one's own, nor the last admin), which ends its sessions. */
export const POST = staffAction(
  { body: 'form', path: idsOf('id'), role: 'admin', unknown: 'No such account.' },
  async ({ session, path }) => accountChange('deleted', () => deleteStaffAccount(session, path.id)),
);
