import { resetStaffPassword } from '@/lib/api/staff-accounts';
import { accountChange, backToAccounts } from '@/lib/staff/account-outcome';
import { staffAction } from '@/lib/staff/action';
import { idsOf } from '@/lib/staff/subject';

/** Sets another account's password (admins), which ends that account's sessions. */
export const POST = staffAction(
  { body: 'form', path: idsOf('id'), role: 'admin', unknown: 'No such account.' },
  async ({ session, path, input }) => {
    const password = input.get('password') ?? '';
    if (password.length < 12 || password.length > 200) return backToAccounts('invalid');
    return accountChange('resetDone', () => resetStaffPassword(session, path.id, password));
  },
);
