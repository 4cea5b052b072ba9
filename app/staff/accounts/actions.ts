'use server';

import { isGone } from '@/lib/api/staff';
import { isPasswordLength } from '@/lib/contract/staff-password';
import { z } from 'zod';
import { ApiError, staleVersionOf } from '@/lib/api';
import {
  createStaffAccount,
  deleteStaffAccount,
  resetStaffPassword,
  setStaffRole,
} from '@/lib/api/staff-accounts';
import { recordVersion } from '@/lib/contract/record-version';
import { staffRoles } from '@/lib/contract/staff-roles';
import { field, formIds, staffFormAction } from '@/lib/staff/form-action';
import { staffPaths } from '@/lib/staff/paths';

// The accounts page's forms, admins only: the backend refuses another role, which the page then says.
// Each goes back to the accounts, saying what became of the change.

const backToAccounts = (done: string) => `${staffPaths.accounts}?done=${done}`;

/** A change to another's account: `done`, or why it was refused. */
async function accountChange(done: string, change: () => Promise<void>): Promise<string> {
  try {
    await change();
    return backToAccounts(done);
  } catch (error) {
    // Another admin changed the account after this page was opened: nothing was changed, the page says so.
    if (staleVersionOf(error)) return backToAccounts('stale');
    if (error instanceof ApiError && error.fieldErrors.account?.includes('last_admin')) {
      return backToAccounts('lastAdmin');
    }
    if (error instanceof ApiError && error.status === 409) return backToAccounts('self');
    if (error instanceof ApiError && error.status === 400) return backToAccounts('invalid');
    if (isGone(error)) return backToAccounts(done === 'deleted' ? done : 'invalid');
    throw error;
  }
}

const accountSchema = z.object({
  email: z.email().max(254),
  name: z.string().trim().min(1).max(100),
  role: z.enum(staffRoles),
  password: z.string().min(12).max(200),
});

/** A new account. */
export const createAccount = staffFormAction({}, async (session, form) => {
  const parsed = accountSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return backToAccounts('invalid');
  try {
    await createStaffAccount(session, parsed.data);
    return backToAccounts('created');
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return backToAccounts('taken');
    if (error instanceof ApiError && error.status === 400) return backToAccounts('invalid');
    throw error;
  }
});

/** Gives another account a role, from the account's version the page showed; the last admin stays one. */
export const setRole = staffFormAction({}, async (session, form) => {
  const ids = formIds(form, 'id');
  const role = staffRoles.find((known) => known === form.get('role'));
  // The version of the account the page showed: a change made since is not undone unseen.
  const version = recordVersion.safeParse(Number(form.get('version')));
  if (!ids || !role || !version.success) return backToAccounts('invalid');
  return accountChange('roleSet', () => setStaffRole(session, ids.id, role, version.data));
});

/** Sets another account's password, which ends that account's sessions. */
export const resetPassword = staffFormAction({}, async (session, form) => {
  const ids = formIds(form, 'id');
  const password = field(form, 'password');
  if (!ids || !isPasswordLength(password)) return backToAccounts('invalid');
  return accountChange('resetDone', () => resetStaffPassword(session, ids.id, password));
});

/** Deletes another account (not one's own, nor the last admin), which ends its sessions. */
export const deleteAccount = staffFormAction({}, async (session, form) => {
  const ids = formIds(form, 'id');
  if (!ids) return 'gone';
  return accountChange('deleted', () => deleteStaffAccount(session, ids.id));
});
