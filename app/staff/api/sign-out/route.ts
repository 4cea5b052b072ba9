import { cookies } from 'next/headers';
import { staffSignOut } from '@/lib/api/staff';
import { env } from '@/lib/env';
import { staffPaths } from '@/lib/staff/paths';
import { backTo, sessionToken, staffForm } from '@/lib/staff/route-answers';
import { sessionCookieName, sessionCookieOptions } from '@/lib/staff/session-cookie';

/** Ends the session on the backend (so the token is worthless even if copied) and drops the cookie. */
export async function POST(request: Request): Promise<Response> {
  const read = await staffForm(request);
  if ('refusal' in read) return read.refusal;
  const session = await sessionToken();
  if (session) await staffSignOut(session);
  (await cookies()).delete({ name: sessionCookieName, ...sessionCookieOptions(env.SITE_URL) });
  return backTo(staffPaths.signIn);
}
