import { z } from 'zod';
import { HttpError } from '../http/errors';
import { jsonBody } from '../http/json-body';
import { setTimeout as sleep } from 'node:timers/promises';
import { accountForSignIn, passwordSchema } from './accounts';
import { audit } from './audit';
import { isPublishedPassword, unmatchableHash, verifyPassword } from './password';
import { createSession, revokeSession } from './sessions';
import { signInLimiter } from './sign-in-limit';
import { requireStaff, type StaffRouter } from './staff-router';

const signInSchema = z.object({
  email: z.string().trim().max(254).toLowerCase(),
  password: z.string().max(200),
  // The visitor's address as the site read it (behind its trusted proxies), for the per-address bound.
  address: z.string().trim().min(1).max(64),
});

// One message for an unknown address and a wrong password, so the sign-in tells nobody who is staff. Its
// code tells the site's service client that the staff member was refused, not the site's own token.
const refused = () =>
  new HttpError(401, 'The e-mail or the password is not right.', { credentials: ['refused'] });

const published = () =>
  new HttpError(
    403,
    'This account still has the demo password printed in .env.example, which a public site refuses: ' +
      "set another with `npm run staff:admin -- <e-mail>` on the site's machine.",
    { password: ['published'] },
  );

/** Sign-in, the current session, sign-out. */
export function sessionRoutes({ app, deps, db }: StaffRouter): void {
  const limits = signInLimiter(db);

  app.post('/sessions', async (c) => {
    const { email, password, address } = await jsonBody(c, signInSchema);
    const wait = await limits.reserve(email, address);
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      throw new HttpError(429, 'Too many failed sign-ins; try again later.');
    }
    const account = await accountForSignIn(db, email);
    // Every attempt costs one hash, whatever the address and the password's length.
    const matches = await verifyPassword(password, account?.passwordHash ?? (await unmatchableHash()));
    if (!account || !matches || !passwordSchema.safeParse(password).success) {
      await sleep(await limits.failed(email));
      throw refused();
    }
    if (isPublishedPassword(deps.config, password)) throw published();
    await limits.succeeded(email, address);
    const token = await createSession(db, account.id);
    await audit(db, account, 'session.sign_in', `account:${account.id}`);
    const staff = { id: account.id, email: account.email, name: account.name, role: account.role };
    return c.json({ token, account: staff, idle_seconds: deps.config.staff.idleMs / 1000 }, 201);
  });

  app.get('/session', requireStaff(deps), (c) => c.json({ account: c.get('staff') }));

  app.delete('/session', requireStaff(deps), async (c) => {
    await revokeSession(db, c.get('sessionToken'));
    await audit(db, c.get('staff'), 'session.sign_out', `account:${c.get('staff').id}`);
    return c.body(null, 204);
  });
}
