import { setStaffRole } from '@/lib/api/staff-accounts';
import { recordVersion } from '@/lib/contract/record-version';
import { staffRoles } from '@/lib/contract/staff-roles';
import { accountChange, backToAccounts } from '@/lib/staff/account-outcome';
import { staffAction } from '@/lib/staff/action';
import { idsOf } from '@/lib/staff/subject';

/** Gives another account a role (admins), from the account's version the page showed; the last admin stays one. */
export const POST = staffAction(
  { body: 'form', path: idsOf('id'), role: 'admin', unknown: 'No such account.' },
  async ({ session, path, input }) => {
    const role = staffRoles.find((known) => known === input.get('role'));
    // The version of the account the page showed: a change made since is not undone unseen.
    const version = recordVersion.safeParse(Number(input.get('version')));
    if (!role || !version.success) return backToAccounts('invalid');
    return accountChange('roleSet', () => setStaffRole(session, path.id, role, version.data));
  },
);
