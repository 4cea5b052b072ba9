import { ApiError } from '@/lib/api';
import { changeOwnPassword } from '@/lib/api/staff-accounts';
import { staffAction } from '@/lib/staff/action';
import { staffPaths } from '@/lib/staff/paths';
import { backTo } from '@/lib/staff/route-answers';

const back = (done: string) => backTo(`${staffPaths.account}?done=${done}`);

/**
 * One's own password, with the current one and the new one twice: the member's other sessions end, this
 * one goes on. Back to the account's page, saying what became of it.
 */
export const POST = staffAction({ body: 'form' }, async ({ session, input }) => {
  const field = (name: string) => input.get(name) ?? '';
  const password = field('password');
  if (password !== field('repeat')) return back('mismatch');
  if (password.length < 12 || password.length > 200) return back('invalid');
  try {
    await changeOwnPassword(session, field('current'), password);
    return back('changed');
  } catch (error) {
    if (error instanceof ApiError && error.fieldErrors.current) return back('wrong');
    if (error instanceof ApiError && error.status === 400) return back('invalid');
    throw error;
  }
});
