import { cookies } from 'next/headers';
import { staffSignOut } from '@/lib/api/staff';
import { env } from '@/lib/env';
import { staffAction } from '@/lib/staff/action';
import { staffPaths } from '@/lib/staff/paths';
import { backTo } from '@/lib/staff/route-answers';
import { sessionCookieName, sessionCookieOptions } from '@/lib/staff/session-cookie';

/** Ends the session on the backend (so the token is worthless even if copied) and drops the cookie. */
export const POST = staffAction({ body: 'form', open: true }, async ({ session }) => {
  if (session) await staffSignOut(session);
  (await cookies()).delete({ name: sessionCookieName, ...sessionCookieOptions(env.SITE_URL) });
  return backTo(staffPaths.signIn);
});
