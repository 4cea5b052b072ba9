import type { Config } from '../config';
import { demoAdmin } from '../config';
import type { Db } from '../db/client';
import { staffAccounts } from '../db/schema';
import { countAccounts, createAccount } from './accounts';
import { verifyPassword } from './password';

/** With no account yet, creates the first admin from STAFF_ADMIN_EMAIL and STAFF_ADMIN_PASSWORD. */
export async function ensureFirstAdmin(db: Db, config: Config): Promise<boolean> {
  if ((await countAccounts(db)) > 0) return false;
  const { email, password } = config.staff.firstAdmin;
  return (await createAccount(db, { email, name: 'Admin', role: 'admin', password })) !== null;
}

const loopback = /^(localhost|127(\.\d{1,3}){3}|\[::1\]|.*\.localhost)$/;

/**
 * A site that the public reaches (production, with a SITE_URL off this machine) must not keep an account
 * whose password is the demo one everybody can read in `.env.example`: names the accounts to change.
 */
export async function demoPasswordAccounts(db: Db, config: Config): Promise<string[]> {
  if (!config.production || loopback.test(new URL(config.siteUrl).hostname)) return [];
  const accounts = await db
    .select({ email: staffAccounts.email, passwordHash: staffAccounts.passwordHash })
    .from(staffAccounts);
  const found: string[] = [];
  for (const account of accounts) {
    if (await verifyPassword(demoAdmin.password, account.passwordHash)) found.push(account.email);
  }
  return found;
}
