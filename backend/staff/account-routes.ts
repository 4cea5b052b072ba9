import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { auditActions } from '../../lib/contract/audit-actions';
import { withVersion } from '../../lib/contract/record-version';
import { staffRoles } from '../../lib/contract/staff-roles';
import { staffAccounts } from '../db/schema';
import type { Deps } from '../http/deps';
import { HttpError, notFound } from '../http/errors';
import { jsonBody } from '../http/json-body';
import { operatorActor, requireOperator } from '../http/operator';
import { mailLocales } from '../notify/mail-words';
import { outboxCounts } from '../notify/outbox';
import { deleteAccount, isCurrentPassword, setPassword, setRole } from './account-changes';
import { accountsForAdmins, createAccount, makeAdmin, newAccountSchema, passwordSchema } from './accounts';
import { audit, auditPage } from './audit';
import { adminOnly, listQuery, rowId, rowIds, type StaffRouter } from './staff-router';

// A role is changed from the version of the account the admin's page showed (versions.ts).
const roleSchema = withVersion(z.object({ role: z.enum(staffRoles) }));
const ownPasswordChange = z.object({ current: z.string().max(200), password: passwordSchema });

/** The log's filters: whose lines, which act, and a span of time (`from` included, `to` not). */
export const auditFilters = {
  account: rowId.optional(),
  action: z.enum(auditActions).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
};

/**
 * Accounts and the audit log, for admins only; for every member, one's own password, the language of one's
 * notifications (the staff area's, when switched), and the notifications' state (the inbox shows it).
 */
export function accountRoutes({ app, db, deps, changed }: StaffRouter): void {
  app.get('/accounts', adminOnly, async (c) => c.json({ data: await accountsForAdmins(db) }));

  app.post('/accounts', adminOnly, async (c) => {
    const account = await createAccount(db, await jsonBody(c, newAccountSchema));
    if (!account) throw new HttpError(409, 'That e-mail already has an account.', { email: ['taken'] });
    await changed(c, 'account.create', `account:${account.id}`, account.role);
    return c.json({ data: account }, 201);
  });

  app.put('/accounts/:id/role', adminOnly, async (c) => {
    const { id } = rowIds(c);
    const { role, version } = await jsonBody(c, roleSchema);
    await setRole(db, id, role, { by: c.get('staff').id, version });
    await changed(c, 'account.role', `account:${id}`, role);
    return c.json({ data: { id, role, version: version + 1 } });
  });

  app.put('/accounts/:id/password', adminOnly, async (c) => {
    const { id } = rowIds(c);
    const { password } = await jsonBody(c, z.object({ password: passwordSchema }));
    if (id === c.get('staff').id) {
      throw new HttpError(409, 'Change your own password with your current one.', { account: ['self'] });
    }
    if (!(await setPassword(db, id, password))) throw notFound('No such account.');
    await changed(c, 'account.password_reset', `account:${id}`);
    return c.body(null, 204);
  });

  app.delete('/accounts/:id', adminOnly, async (c) => {
    const { id } = rowIds(c);
    if (id === c.get('staff').id) throw new HttpError(409, 'You cannot delete your own account.');
    if (!(await deleteAccount(db, id))) throw notFound();
    await changed(c, 'account.delete', `account:${id}`);
    return c.body(null, 204);
  });

  app.get('/audit', adminOnly, async (c) => c.json(await auditPage(db, listQuery(c, auditFilters, 50))));

  // One's own password, with the current one: a session left open on another's screen cannot take the
  // account. The other sessions end, this one goes on.
  app.put('/account/password', async (c) => {
    const { current, password } = await jsonBody(c, ownPasswordChange);
    const staff = c.get('staff');
    if (!(await isCurrentPassword(db, staff.id, current))) {
      throw new HttpError(400, 'The current password is not right.', { current: ['refused'] });
    }
    await setPassword(db, staff.id, password, c.get('sessionToken'));
    await changed(c, 'account.own_password', `account:${staff.id}`);
    return c.body(null, 204);
  });

  app.put('/account/locale', async (c) => {
    const { locale } = await jsonBody(c, z.object({ locale: z.enum(mailLocales) }));
    await db
      .update(staffAccounts)
      .set({ locale })
      .where(eq(staffAccounts.id, c.get('staff').id));
    return c.body(null, 204);
  });

  app.get('/notifications', async (c) => {
    const settings = deps.config.notify;
    if (!settings) return c.json({ data: { on: false, to: [], pending: 0, failing: 0 } });
    return c.json({ data: { on: true, to: settings.to, ...(await outboxCounts(db)) } });
  });
}

/**
 * The operator's door (`npm run staff:admin`), with the key in the backend's data folder: makes an admin of
 * an address, creating the account or setting its password (which ends its sessions).
 */
export function operatorRoutes(deps: Deps): Hono {
  const app = new Hono();
  app.put('/admin', requireOperator(deps.config), async (c) => {
    const input = await jsonBody(c, newAccountSchema.omit({ role: true }));
    const { account, created } = await makeAdmin(deps.db, input);
    await audit(deps.db, operatorActor, 'account.set_admin', `account:${account.id}`);
    return c.json({ data: account, created }, created ? 201 : 200);
  });
  return app;
}
