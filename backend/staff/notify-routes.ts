import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { staffAccounts } from '../db/schema';
import type { Deps } from '../http/deps';
import { jsonBody } from '../http/json-body';
import { requireStaff, type StaffEnv } from './require-staff';
import { mailLocales } from '../notify/mail-words';
import { outboxCounts } from '../notify/outbox';

const localeSchema = z.object({ locale: z.enum(mailLocales) });

/**
 * The staff's side of the notifications: whether they are on, to whom, and what waits in the outbox (any
 * staff member: the inbox shows it); and the language a member's own notifications are written in, which
 * the site sets when the member switches the staff area's language.
 */
export function notifyRoutes(deps: Deps): Hono<StaffEnv> {
  const { db, config } = deps;
  const app = new Hono<StaffEnv>();
  const staff = requireStaff(deps);

  app.get('/notifications', staff, async (c) => {
    const settings = config.notify;
    if (!settings) return c.json({ data: { on: false, to: [], pending: 0, failing: 0 } });
    return c.json({ data: { on: true, to: settings.to, ...(await outboxCounts(db)) } });
  });

  app.put('/account/locale', staff, async (c) => {
    const { locale } = await jsonBody(c, localeSchema);
    await db
      .update(staffAccounts)
      .set({ locale })
      .where(eq(staffAccounts.id, c.get('staff').id));
    return c.body(null, 204);
  });

  return app;
}
