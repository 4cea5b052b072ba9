import type { Deps } from '../http/deps';
import { log } from '../lib/log';
import { demoPasswordAccounts, ensureFirstAdmin } from './first-admin';
import { eraseOlderThan } from './inbox';
import { pruneSessions } from './sessions';

const DAY_MS = 24 * 3_600_000;
/** The retention rule and the sessions' clean-up run at start and then this often. */
const HOUSEKEEPING_EVERY_MS = 6 * 3_600_000;

/**
 * The staff area's part of the backend's start: the first admin when there is none, the refusal of the
 * demo password on a public site, then the housekeeping timer. Throws when the start must not go on.
 */
export async function startStaff(deps: Deps): Promise<void> {
  const { db, config } = deps;
  if (await ensureFirstAdmin(db, config)) {
    log().info({ email: config.staff.firstAdmin.email }, 'created the first staff admin');
  }
  const demo = await demoPasswordAccounts(db, config);
  if (demo.length > 0) {
    throw new Error(
      `The staff account(s) ${demo.join(', ')} still use the demo password of .env.example on a public site: ` +
        'set another with `npm run staff:admin -- <e-mail>` (docs/staff.md).',
    );
  }
  const housekeeping = async () => {
    try {
      await pruneSessions(db, config.staff);
      const before = new Date(Date.now() - config.staff.retentionDays * DAY_MS);
      const erased = await eraseOlderThan(db, deps.uploads, before);
      if (erased.contact + erased.application > 0) {
        log().info({ ...erased, retentionDays: config.staff.retentionDays }, 'erased old submissions');
      }
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
