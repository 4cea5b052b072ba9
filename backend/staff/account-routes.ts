import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { staffAccounts } from '../db/schema';
import type { Deps } from '../http/deps';
import { HttpError, notFound } from '../http/errors';
import { jsonBody } from '../http/json-body';
import { operatorActor, requireOperator } from '../http/operator';
import { createAccount, listAccounts, makeAdmin, newAccountSchema } from './accounts';
import { audit, recentAudit } from './audit';
import { requireStaff, type StaffEnv } from './require-staff';
import { rowIds } from './staff-router';

/** Accounts and the audit log, for admins only. */
export function accountRoutes(deps: Deps): Hono<StaffEnv> {
  const { db } = deps;
  const app = new Hono<StaffEnv>();
  const admin = requireStaff(deps, 'admin');

  app.get('/accounts', admin, async (c) => c.json({ data: await listAccounts(db) }));

  app.post('/accounts', admin, async (c) => {
    const input = await jsonBody(c, newAccountSchema);
    const account = await createAccount(db, input);
    if (!account) throw new HttpError(409, 'That e-mail already has an account.', { email: ['taken'] });
    await audit(db, c.get('staff'), 'account.create', `account:${account.id}`, account.role);
    return c.json({ data: account }, 201);
  });

  app.delete('/accounts/:id', admin, async (c) => {
    const { id } = rowIds(c);
    // The last admin cannot lock everybody out by removing themselves.
    if (id === c.get('staff').id) throw new HttpError(409, 'You cannot delete your own account.');
    const rows = await db
      .delete(staffAccounts)
      .where(eq(staffAccounts.id, id))
      .returning({ id: staffAccounts.id });
    if (rows.length === 0) throw notFound();
    await audit(db, c.get('staff'), 'account.delete', `account:${id}`);
    return c.body(null, 204);
  });

  app.get('/audit', admin, async (c) => c.json({ data: await recentAudit(db, 200) }));

  return app;
}

/**
 * The operator's door (`npm run staff:admin`), with the key in the backend's data folder: makes an admin of
 * an address, creating the account or setting its password (which ends its sessions).
 */
export function operatorRoutes(deps: Deps): Hono {
  const { db } = deps;
  const app = new Hono();
  app.put('/admin', requireOperator(deps.config), async (c) => {
    const input = await jsonBody(c, newAccountSchema.omit({ role: true }));
    const { account, created } = await makeAdmin(db, input);
    await audit(db, operatorActor, 'account.set_admin', `account:${account.id}`);
    return c.json({ data: account, created }, created ? 201 : 200);
  });
  return app;
}
