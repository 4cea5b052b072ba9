import 'server-only';
import { ApiError, staleVersionOf } from '@/lib/api';
import { staffPaths } from './paths';
import { isGone } from './action-refusal';

// Where the accounts page's forms send the admin back to, saying what became of the change.

export const backToAccounts = (done: string) => `${staffPaths.accounts}?done=${done}`;

/** The accounts page with the outcome of a change to another's account: `done`, or why it was refused. */
export async function accountChange(done: string, change: () => Promise<void>): Promise<string> {
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
