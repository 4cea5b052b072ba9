import type { Config } from '../config';
import type { Db } from '../db/client';
import { demoAdmin } from '../../lib/contract/published-secrets';
import { countAccounts, createAccount } from './accounts';

/** What became of the first admin at start. */
export type FirstAdmin = 'created' | 'exists' | 'left-to-operator';

/**
 * With no account yet, creates the first admin from STAFF_ADMIN_EMAIL and STAFF_ADMIN_PASSWORD; on a public
 * site never with the demo password everybody can read in `.env.example`: the operator makes that admin
 * with `npm run staff:admin`.
 */
export async function ensureFirstAdmin(db: Db, config: Config): Promise<FirstAdmin> {
  if ((await countAccounts(db)) > 0) return 'exists';
  const { email, password } = config.staff.firstAdmin;
  if (config.publicSite && password === demoAdmin.password) return 'left-to-operator';
  await createAccount(db, { email, name: 'Admin', role: 'admin', password });
  return 'created';
}

/** True when a public site is asked to sign in with the published demo password (refused, with the reason). */
export const isPublishedPassword = (config: Config, password: string) =>
  config.publicSite && password === demoAdmin.password;
