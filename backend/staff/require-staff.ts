import type { MiddlewareHandler } from 'hono';
import type { Deps } from '../http/deps';
import { HttpError } from '../http/errors';
import type { StaffRole } from '../../lib/contract/staff-roles';
import type { StaffAccount } from './accounts';
import { resolveSession } from './sessions';

// The site forwards the staff member's session token in this header, beside its own panel token: the
// backend answers only the site, and only for a live session.
export const sessionHeader = 'x-staff-session';

export type StaffEnv = { Variables: { staff: StaffAccount; sessionToken: string } };

/**
 * 403 rather than 401: the site's panel client reads a 401 as its own token having expired and signs in
 * again; a missing staff session is a different matter, told apart by its `code`.
 */
export const signedOut = () => new HttpError(403, 'Sign in as staff.', { session: ['signed_out'] });
const notAllowed = () => new HttpError(403, 'Your role does not allow this.', { role: ['forbidden'] });

/** Requires a live staff session, and `role` when given. */
export function requireStaff(deps: Deps, role?: StaffRole): MiddlewareHandler<StaffEnv> {
  return async (c, next) => {
    const token = c.req.header(sessionHeader) ?? '';
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw signedOut();
    const account = await resolveSession(deps.db, token, {
      ...deps.config.staff,
      publicSite: deps.config.publicSite,
    });
    if (!account) throw signedOut();
    if (role && account.role !== role) throw notAllowed();
    c.set('staff', account);
    c.set('sessionToken', token);
    await next();
  };
}
