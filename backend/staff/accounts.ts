import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../db/client';
import { staffAccounts } from '../db/schema';
import { staffRoles, type StaffRole } from '../../lib/contract/staff-roles';
import { passwordLength } from '../../lib/contract/staff-password';
import { nextVersion, versionOf } from './versions';
import { hashPassword } from './password';
import { pick } from './pick';
import { endSessions } from './sessions';

/** What the rest of the backend knows of an account: never its hash. */
export type StaffAccount = { id: number; email: string; name: string; role: StaffRole };

export const passwordSchema = z.string().min(passwordLength.min).max(passwordLength.max);

export const newAccountSchema = z.object({
  email: z.email().max(254).toLowerCase(),
  name: z.string().trim().min(1).max(100),
  role: z.enum(staffRoles),
  password: passwordSchema,
});

export type NewAccount = z.input<typeof newAccountSchema>;

const publicFields = pick(staffAccounts, ['id', 'email', 'name', 'role']);

/** Creates an account; answers null when the address already has one. */
export async function createAccount(db: Db, input: NewAccount): Promise<StaffAccount | null> {
  const account = newAccountSchema.parse(input);
  const passwordHash = await hashPassword(account.password);
  const [row] = await db
    .insert(staffAccounts)
    .values({ email: account.email, name: account.name, role: account.role, passwordHash })
    .onConflictDoNothing()
    .returning(publicFields);
  return row ?? null;
}

/** The account of an address with its password hash, for the sign-in. */
export async function accountForSignIn(db: Db, email: string) {
  const [row] = await db
    .select({ ...publicFields, passwordHash: staffAccounts.passwordHash })
    .from(staffAccounts)
    .where(eq(staffAccounts.email, email.toLowerCase()))
    .limit(1);
  return row;
}

/** Every account for the admins' list, with its version and who changed it last (by name) and when. */
export async function accountsForAdmins(db: Db) {
  const editor = alias(staffAccounts, 'editor');
  const rows = await db
    .select({
      ...publicFields,
      version: staffAccounts.version,
      updatedAt: staffAccounts.updatedAt,
      updatedBy: editor.name,
    })
    .from(staffAccounts)
    .leftJoin(editor, eq(editor.id, staffAccounts.updatedBy))
    .orderBy(asc(staffAccounts.email));
  return rows.map((row) => ({ ...row, ...versionOf(row) }));
}

export async function countAccounts(db: Db): Promise<number> {
  const rows = await db.select({ id: staffAccounts.id }).from(staffAccounts).limit(1);
  return rows.length;
}

/**
 * Makes an admin of an address: creates the account, or sets its name, role and password, which ends the
 * account's sessions.
 */
export async function makeAdmin(
  db: Db,
  input: Omit<NewAccount, 'role'>,
): Promise<{ account: StaffAccount; created: boolean }> {
  const account = newAccountSchema.parse({ ...input, role: 'admin' });
  const created = await createAccount(db, account);
  if (created) return { account: created, created: true };
  const [updated] = await db
    .update(staffAccounts)
    .set({
      role: account.role,
      name: account.name,
      passwordHash: await hashPassword(account.password),
      // The operator's change is a change of the account's role: an admin's page from before it is stale.
      ...nextVersion(staffAccounts, null),
    })
    .where(eq(staffAccounts.email, account.email))
    .returning(publicFields);
  if (!updated) throw new Error(`${account.email} has no account and none could be created`);
  // A session stolen with the old password ends with it.
  await endSessions(db, updated.id);
  return { account: updated, created: false };
}
