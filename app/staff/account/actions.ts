'use server';

import { isPasswordLength } from '@/lib/contract/staff-password';
import { ApiError } from '@/lib/api';
import { changeOwnPassword } from '@/lib/api/staff-accounts';
import { field, staffFormAction } from '@/lib/staff/form-action';
import { staffPaths } from '@/lib/staff/paths';

const back = (done: string) => `${staffPaths.account}?done=${done}`;

/**
 * One's own password, with the current one and the new one twice: the member's other sessions end, this
 * one goes on. Back to the account's page, saying what became of it.
 */
export const changePassword = staffFormAction({}, async (session, form) => {
  const password = field(form, 'password');
  if (password !== field(form, 'repeat')) return back('mismatch');
  if (!isPasswordLength(password)) return back('invalid');
  try {
    await changeOwnPassword(session, field(form, 'current'), password);
    return back('changed');
  } catch (error) {
    if (error instanceof ApiError && error.fieldErrors.current) return back('wrong');
    if (error instanceof ApiError && error.status === 400) return back('invalid');
    throw error;
  }
});
