import { setStaffRole } from '@/lib/api/staff-accounts';
import { staffRoles } from '@/lib/contract/staff-roles';
import { accountChange, backToAccounts } from '@/lib/staff/account-outcome';
import { staffAction } from '@/lib/staff/action';
import { idsOf } from '@/lib/staff/subject';

/** Gives another account a role (admins); the last admin stays one. */
export const POST = staffAction(
  { body: 'form', path: idsOf('id'), role: 'admin', unknown: 'No such account.' },
  async ({ session, path, input }) => {
    const role = staffRoles.find((known) => known === input.get('role'));
    if (!role) return backToAccounts('invalid');
    return accountChange('roleSet', () => setStaffRole(session, path.id, role));
  },
);
