import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { staffAccounts } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import type { StaffRole } from '../../lib/contract/staff-roles';
import { hashPassword, verifyPassword } from './password';
import { endSessions } from './sessions';
import { saveAt, type Edit } from './versions';

// What an account's owner or an admin changes in an account, beside creating and deleting it: its role,
// its password. A new password ends the account's sessions (but the one that set it, for its owner).

const lastAdmin = () =>
  new HttpError(409, 'The last admin cannot be made an editor or deleted.', { account: ['last_admin'] });

/**
 * Runs `change` to the account `id` while no other admin can be demoted or deleted (the admins' rows are
 * locked), refusing it when it would leave no admin: two admins demoting each other at once keep one.
 */
export async function keepingAnAdmin<T>(
  db: Db,
  id: number,
  leaves: boolean,
  change: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const admins = await tx
      .select({ id: staffAccounts.id })
      .from(staffAccounts)
      .where(eq(staffAccounts.role, 'admin'))
      .for('update');
    if (leaves && admins.some((admin) => admin.id === id) && admins.length === 1) throw lastAdmin();
    return change(tx);
  });
}

/**
 * Gives the account `id` another role if it is still at `edit.version` (versions.ts: else 409 `stale`);
 * 404 for no such account, 409 for the last admin made an editor.
 */
export async function setRole(db: Db, id: number, role: StaffRole, edit: Edit): Promise<void> {
  await keepingAnAdmin(db, id, role !== 'admin', async (tx) => {
    if (!(await saveAt(tx, staffAccounts, eq(staffAccounts.id, id), { role }, edit))) {
      throw notFound('No such account.');
    }
  });
}

/** Sets the password of the account `id` and ends its sessions, but `keep` (the owner's own session token). */
export async function setPassword(db: Db, id: number, password: string, keep?: string): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  const rows = await db
    .update(staffAccounts)
    .set({ passwordHash })
    .where(eq(staffAccounts.id, id))
    .returning({ id: staffAccounts.id });
  if (rows.length === 0) return false;
  await endSessions(db, id, keep);
  return true;
}

/** Whether `password` is the current password of the account `id`. */
export async function isCurrentPassword(db: Db, id: number, password: string): Promise<boolean> {
  const [row] = await db
    .select({ hash: staffAccounts.passwordHash })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, id))
    .limit(1);
  return row ? verifyPassword(password, row.hash) : false;
}

/** Deletes the account `id` (its sessions go with it); false for none, 409 for the last admin. */
export async function deleteAccount(db: Db, id: number): Promise<boolean> {
  return keepingAnAdmin(db, id, true, async (tx) => {
    const rows = await tx
      .delete(staffAccounts)
      .where(eq(staffAccounts.id, id))
      .returning({ id: staffAccounts.id });
    return rows.length > 0;
  });
}
