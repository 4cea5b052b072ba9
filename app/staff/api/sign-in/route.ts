import { cookies } from 'next/headers';
import { z } from 'zod';
import { ApiError } from '@/lib/api';
import { staffSignIn } from '@/lib/api/staff';
import { env } from '@/lib/env';
import { visitorKey } from '@/lib/forms/visitor';
import { staffPaths } from '@/lib/staff/paths';
import { staffAction } from '@/lib/staff/action';
import { returnParam, returnPath } from '@/lib/staff/return-to';
import { backTo } from '@/lib/staff/route-answers';
import { sessionCookieName, sessionCookieOptions } from '@/lib/staff/session-cookie';

const credentials = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
});

/**
 * The sign-in form's target: a session cookie and the page asked for (the inbox unless the form names a
 * staff page), or the sign-in page saying why not, still knowing where to go.
 */
export const POST = staffAction({ body: 'form', open: true }, async ({ request, input }) => {
  const next = returnPath(input.get(returnParam));
  const back = next ? `&${returnParam}=${encodeURIComponent(next)}` : '';
  const signInWith = (error: string, extra = '') =>
    backTo(`${staffPaths.signIn}?error=${error}${extra}${back}`);
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
  return backTo(next ?? staffPaths.inbox);
});
