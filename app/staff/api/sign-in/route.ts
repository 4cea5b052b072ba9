import { cookies } from 'next/headers';
import { z } from 'zod';
import { ApiError } from '@/lib/api';
import { staffSignIn } from '@/lib/api/staff';
import { env } from '@/lib/env';
import { visitorKey } from '@/lib/forms/visitor';
import { staffPaths } from '@/lib/staff/paths';
import { staffAction } from '@/lib/staff/action';
import { backTo } from '@/lib/staff/route-answers';
import { sessionCookieName, sessionCookieOptions } from '@/lib/staff/session-cookie';

const credentials = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
});

const signInWith = (error: string, extra = '') => backTo(`${staffPaths.signIn}?error=${error}${extra}`);

/** The sign-in form's target: a session cookie and the inbox, or the sign-in page saying why not. */
export const POST = staffAction({ body: 'form', open: true }, async ({ request, input }) => {
  const parsed = credentials.safeParse({ email: input.get('email'), password: input.get('password') });
  if (!parsed.success) return signInWith('invalid');
  let result;
  try {
    result = await staffSignIn(parsed.data.email, parsed.data.password, visitorKey(request.headers));
  } catch (error) {
    if (error instanceof ApiError) return signInWith('unavailable');
    throw error;
  }
  if (!result.ok) {
    return signInWith(result.reason, result.retryAfterSeconds ? `&wait=${result.retryAfterSeconds}` : '');
  }
  (await cookies()).set(sessionCookieName, result.token, sessionCookieOptions(env.SITE_URL));
  return backTo(staffPaths.inbox);
});
