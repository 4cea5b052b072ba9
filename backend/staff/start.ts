import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Deps } from '../http/deps';
import { log } from '../lib/log';
import { isPublishedPassword } from './password';
import { countAccounts, createAccount } from './accounts';
import { eraseOlderThan } from './inbox';
import { endPublishedSessions, pruneSessions } from './sessions';
import { emptyTrashBefore } from './trash';

const DAY_MS = 24 * 3_600_000;
/** The retention rule, the trash's emptying and the sessions' clean-up run at start and then this often. */
const HOUSEKEEPING_EVERY_MS = 6 * 3_600_000;

/**
 * With no account yet, creates the first admin from STAFF_ADMIN_EMAIL and STAFF_ADMIN_PASSWORD; on a public
 * site never with the demo password everybody can read in `.env.example`: the operator makes that admin
 * with `npm run staff:admin`.
 */
export async function ensureFirstAdmin(
  db: Db,
  config: Config,
): Promise<'created' | 'exists' | 'left-to-operator'> {
  if ((await countAccounts(db)) > 0) return 'exists';
  const { email, password } = config.staff.firstAdmin;
  if (isPublishedPassword(config, password)) return 'left-to-operator';
  await createAccount(db, { email, name: 'Admin', role: 'admin', password });
  return 'created';
}

/** The staff area's part of the backend's start: the first admin when there is none, then the housekeeping timer. */
export async function startStaff(deps: Deps): Promise<void> {
  const { db, config } = deps;
  const firstAdmin = await ensureFirstAdmin(db, config);
  if (firstAdmin === 'created') {
    log().info({ email: config.staff.firstAdmin.email }, 'created the first staff admin');
  } else if (firstAdmin === 'left-to-operator') {
    log().warn(
      'no staff account yet, and a public site never gets the demo admin: make the first admin with ' +
        '`npm run staff:admin -- <e-mail>` on this machine (docs/staff.md)',
    );
  }
  if (config.publicSite) {
    const published = await endPublishedSessions(db);
    if (published > 0) {
      log().warn(
        { accounts: published },
        'staff accounts still have the demo password, refused on a public site: their sessions ended; ' +
          'give each a password of its own with `npm run staff:admin -- <e-mail>` (docs/staff.md)',
      );
    }
  }
  const housekeeping = async () => {
    try {
      await pruneSessions(db, config.staff);
      const before = new Date(Date.now() - config.staff.retentionDays * DAY_MS);
      const erased = await eraseOlderThan(db, deps.uploads, before);
      if (erased.contact + erased.application > 0) {
        log().info({ ...erased, retentionDays: config.staff.retentionDays }, 'erased old submissions');
      }
      const purged = await emptyTrashBefore(deps, new Date(Date.now() - config.staff.trashDays * DAY_MS));
      if (purged > 0) log().info({ purged, trashDays: config.staff.trashDays }, 'emptied the staff trash');
    } catch (error) {
      log().error(
        { err: error instanceof Error ? error.message : String(error) },
        'staff housekeeping failed',
      );
    }
  };
  await housekeeping();
  setInterval(() => void housekeeping(), HOUSEKEEPING_EVERY_MS).unref();
}
